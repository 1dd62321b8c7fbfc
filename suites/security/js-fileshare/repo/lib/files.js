'use strict';

const fs = require('fs');
const path = require('path');
const config = require('./config');
const { etag } = require('./links');

function listFiles() {
  return fs.readdirSync(config.storageDir, { withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => {
      const st = fs.statSync(path.join(config.storageDir, d.name));
      return { name: d.name, size: st.size, modified: st.mtime.toISOString() };
    });
}

// Stream a stored file given its name from the URL.
function sendStored(res, name) {
  const file = path.resolve(config.storageDir, name);
  if (!file.startsWith(config.storageDir + path.sep)) {
    res.writeHead(400).end('bad file name');
    return;
  }
  fs.stat(file, (err, st) => {
    if (err || !st.isFile()) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-length': st.size, etag: etag(st) });
    fs.createReadStream(file).pipe(res);
  });
}

// Static assets of the web UI.
function sendPublic(res, urlPath) {
  fs.readFile(path.join(config.publicDir, urlPath), (err, data) => {
    if (err) return res.writeHead(404).end('not found');
    res.writeHead(200).end(data);
  });
}

function saveUpload(req, res, name) {
  const safe = path.basename(name).replace(/[^\w.-]/g, '_');
  const out = fs.createWriteStream(path.join(config.storageDir, safe));
  req.pipe(out);
  out.on('finish', () => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ name: safe })));
}

// Cached thumbnails are named <sha256 of the file>.png.
function sendCachedThumb(res, name) {
  if (!/^[a-f0-9]{64}\.png$/.test(name)) {
    res.writeHead(400).end('bad thumbnail name');
    return;
  }
  fs.readFile(path.join(config.storageDir, '.thumbs', name), (err, data) => {
    if (err) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'image/png' }).end(data);
  });
}

module.exports = { listFiles, sendStored, sendPublic, saveUpload, sendCachedThumb };
