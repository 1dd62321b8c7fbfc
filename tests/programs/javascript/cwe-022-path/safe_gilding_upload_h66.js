// A gilding upload program of the h66 set (cwe-022-path).
// Gilding workshop - frame restoration quotes.
// Customers upload photographs of a damaged frame; the browser widget sends
// the raw image body with the original file name in X-File-Name.
var connect = require('connect');
var http = require('http');
var fs = require('fs');
var path = require('path');
var crypto = require('crypto');

var UPLOAD_DIR = process.env.QUOTE_UPLOADS || '/srv/gilding/quote-photos';
var MAX_BYTES = 8 * 1024 * 1024;
var ALLOWED_EXT = ['.jpg', '.jpeg', '.png', '.tif'];

var app = connect();

function collectBody(req, limit, callback) {
  var chunks = [];
  var size = 0;
  var failed = false;
  req.on('data', function (chunk) {
    size += chunk.length;
    if (size > limit && !failed) {
      failed = true;
      return callback(new Error('too large'));
    }
    chunks.push(chunk);
  });
  req.on('end', function () {
    if (!failed) {
      callback(null, Buffer.concat(chunks));
    }
  });
}

function quoteReference() {
  return 'GQ-' + crypto.randomBytes(4).toString('hex').toUpperCase();
}

app.use('/quote/photo', function (req, res, next) {
  if (req.method !== 'PUT') {
    return next();
  }
  var original = String(req.headers['x-file-name'] || '');
  var ext = path.extname(original).toLowerCase();
  if (ALLOWED_EXT.indexOf(ext) === -1) {
    res.statusCode = 415;
    return res.end('unsupported image type\n');
  }

  var stem = path.basename(original, path.extname(original)).replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60);
  var target = path.join(UPLOAD_DIR, stem + ext);

  collectBody(req, MAX_BYTES, function (err, body) {
    if (err) {
      res.statusCode = 413;
      return res.end('image too large\n');
    }
    fs.writeFile(target, body, function (werr) {
      if (werr) {
        res.statusCode = 500;
        return res.end('could not store image\n');
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ reference: quoteReference(), bytes: body.length }));
    });
  });
});

http.createServer(app).listen(process.env.PORT || 3900);
