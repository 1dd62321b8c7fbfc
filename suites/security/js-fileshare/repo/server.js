'use strict';

const http = require('http');
const { exec } = require('child_process');
const config = require('./lib/config');
const files = require('./lib/files');
const links = require('./lib/links');
const { applyFilter } = require('./lib/filters');
const thumbs = require('./lib/thumbs');
const views = require('./lib/views');

function json(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

function diskUsage() {
  return new Promise((resolve) => {
    exec('du -sk ' + config.storageDir, (err, stdout) => resolve(err ? null : Number(stdout.split('\t')[0]) * 1024));
  });
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const requestId = Math.random().toString(16).slice(2, 10);
  res.setHeader('x-request-id', requestId);
  try {
    if (req.method === 'GET' && url.pathname === '/api/files') {
      return json(res, 200, applyFilter(files.listFiles(), url.searchParams.get('filter')));
    }
    if (req.method === 'POST' && url.pathname === '/api/files') {
      return files.saveUpload(req, res, url.searchParams.get('name') || 'upload.bin');
    }
    if (req.method === 'GET' && url.pathname.startsWith('/api/files/')) {
      return files.sendStored(res, decodeURIComponent(url.pathname.slice('/api/files/'.length)));
    }
    if (req.method === 'POST' && url.pathname === '/api/share') {
      return json(res, 200, { url: links.shareUrl(url.searchParams.get('file')) });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/s/')) {
      const name = decodeURIComponent(url.pathname.slice(3));
      if (!links.verify(name, url.searchParams.get('exp'), url.searchParams.get('sig'))) return json(res, 403, { error: 'bad link' });
      return files.sendStored(res, name);
    }
    if (req.method === 'GET' && url.pathname === '/api/thumb') {
      const img = await thumbs.thumbnail(url.searchParams.get('file'));
      return res.writeHead(200, { 'content-type': 'image/png' }).end(img);
    }
    if (req.method === 'GET' && url.pathname.startsWith('/api/thumbs/')) {
      return files.sendCachedThumb(res, url.pathname.slice('/api/thumbs/'.length));
    }
    if (req.method === 'GET' && url.pathname === '/api/status') {
      return json(res, 200, await thumbs.regionStatus(url.searchParams.get('region')));
    }
    if (req.method === 'GET' && url.pathname === '/api/usage') {
      return json(res, 200, { bytes: await diskUsage() });
    }
    if (req.method === 'GET' && url.pathname === '/legal') {
      return views.legalPage(res, url.searchParams.get('doc'));
    }
    if (req.method === 'GET' && url.pathname === '/api/preview') {
      const { type, body } = await thumbs.externalPreview(url.searchParams.get('url'));
      return res.writeHead(200, { 'content-type': type || 'application/octet-stream' }).end(body);
    }
    if (req.method === 'GET') {
      return files.sendPublic(res, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
    }
    json(res, 405, { error: 'method not allowed' });
  } catch (err) {
    console.error(`[${requestId}] ${req.method} ${url.pathname}: ${err.message}`);
    json(res, 500, { error: 'internal error', requestId });
  }
});

server.listen(config.port, () => console.log(`fileshare on :${config.port}`));
