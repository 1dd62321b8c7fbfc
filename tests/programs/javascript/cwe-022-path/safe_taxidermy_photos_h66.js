// A taxidermy photos program of the h66 set (cwe-022-path).
// Taxidermy studio - specimen progress photos.
// Clients follow the mounting of their specimen through a photo page; the
// images are served by this handler from PHOTO_ROOT/<specimen-id>/<file>.
var http = require('http');
var fs = require('fs');
var path = require('path');

var PHOTO_ROOT = process.env.SPECIMEN_PHOTOS || '/var/studio/specimens';
var MIME = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png'
};

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('not found\n');
}

function splitPathInfo(rawUrl) {
  var pathInfo = rawUrl.split('?')[0];
  var parts = pathInfo.split('/');
  var out = [];
  for (var i = 0; i < parts.length; i++) {
    if (parts[i] !== '') {
      out.push(decodeURIComponent(parts[i]));
    }
  }
  return out;
}

function servePhoto(specimenId, fileName, res) {
  var ext = path.extname(fileName).toLowerCase();
  if (!MIME[ext]) {
    return notFound(res);
  }
  var photoPath = path.join(PHOTO_ROOT, specimenId, fileName);
  fs.readFile(photoPath, function (err, data) {
    if (err) {
      return notFound(res);
    }
    res.writeHead(200, {
      'Content-Type': MIME[ext],
      'Content-Length': data.length,
      'Cache-Control': 'private, max-age=3600'
    });
    res.end(data);
  });
}

var server = http.createServer(function (req, res) {
  var segments;
  try {
    segments = splitPathInfo(req.url);
  } catch (e) {
    return notFound(res);
  }
  // expected: /photos/<specimen-id>/<file>
  if (segments.length !== 3 || segments[0] !== 'photos') {
    return notFound(res);
  }
  var specimenId = segments[1];
  var fileName = segments[2];
  if (!/^[0-9]{1,7}$/.test(specimenId)) {
    return notFound(res);
  }
  if (!/^[A-Za-z0-9_-]{1,80}\.(jpe?g|png)$/i.test(fileName)) {
    return notFound(res);
  }
  servePhoto(specimenId, fileName, res);
});

server.listen(process.env.PORT || 8077);
