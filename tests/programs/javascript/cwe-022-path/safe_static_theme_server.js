// Plain node:http server that serves per-tenant theme assets (CSS, images, fonts) from disk.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const THEMES_ROOT = path.resolve(process.env.THEMES_ROOT || './themes');
const TYPES = { '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

function assetPath(tenant, relative) {
  const tenantRoot = path.join(THEMES_ROOT, tenant);
  const resolved = path.resolve(tenantRoot, relative);
  if (!resolved.startsWith(tenantRoot + path.sep)) {
    return null;
  }
  return resolved;
}

function parseRequest(rawUrl) {
  const { pathname } = new URL(rawUrl, 'http://localhost');
  const match = /^\/themes\/([a-z0-9-]+)\/(.+)$/.exec(pathname);
  if (!match) return null;
  return { tenant: match[1], relative: decodeURIComponent(match[2]) };
}

const server = http.createServer((req, res) => {
  const parsed = parseRequest(req.url);
  if (!parsed) {
    res.writeHead(404).end();
    return;
  }
  const file = assetPath(parsed.tenant, parsed.relative);
  if (!file) {
    res.writeHead(403).end();
    return;
  }
  const type = TYPES[path.extname(file)] || 'application/octet-stream';
  const stream = fs.createReadStream(file);
  stream.on('open', () => {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
    stream.pipe(res);
  });
  stream.on('error', () => {
    if (!res.headersSent) res.writeHead(404);
    res.end();
  });
});

server.listen(8080);
