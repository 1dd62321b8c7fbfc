// A cache logs program of the h73 set (cwe-347-jwt).
'use strict';

const http = require('node:http');
const { createHmac, timingSafeEqual } = require('node:crypto');

const SECRET = Buffer.from(process.env.APP_TOKEN_SECRET_B64 || '', 'base64');
if (SECRET.length < 32) {
  throw new Error('APP_TOKEN_SECRET_B64 must be at least 32 bytes');
}
const logs = [];

function b64json(segment) {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

function readToken(token) {
  const [headerPart, payloadPart, signaturePart = ''] = token.split('.');
  const header = b64json(headerPart);
  const claims = b64json(payloadPart);

  if (header.alg !== 'none') {
    const expected = createHmac('sha256', SECRET).update(`${headerPart}.${payloadPart}`).digest();
    const given = Buffer.from(signaturePart, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new Error('bad signature');
    }
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
    throw new Error('token expired');
  }
  return claims;
}

function bearer(req) {
  const value = req.headers.authorization || '';
  return value.startsWith('Bearer ') ? value.slice(7).trim() : null;
}

async function jsonBody(req) {
  let text = '';
  for await (const chunk of req.setEncoding('utf8')) {
    text += chunk;
    if (text.length > 8192) throw new Error('too large');
  }
  return JSON.parse(text || '{}');
}

function reply(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://internal');
  const match = /^\/caches\/(GC[0-9A-Z]{4,6})\/logs$/.exec(url.pathname);
  if (!match) return reply(res, 404, { error: 'not found' });

  if (req.method === 'GET') {
    return reply(res, 200, logs.filter((l) => l.cache === match[1]));
  }
  if (req.method !== 'POST') return reply(res, 405, { error: 'method not allowed' });

  let claims;
  try {
    const token = bearer(req);
    if (!token) throw new Error('missing token');
    claims = readToken(token);
  } catch (err) {
    return reply(res, 401, { error: err.message });
  }

  try {
    const body = await jsonBody(req);
    const entry = {
      cache: match[1],
      finder: claims.sub,
      nickname: claims.nick,
      type: body.type === 'dnf' ? 'dnf' : 'found',
      text: String(body.text || '').slice(0, 2000),
      at: new Date().toISOString(),
    };
    logs.push(entry);
    reply(res, 201, entry);
  } catch {
    reply(res, 400, { error: 'invalid log body' });
  }
}).listen(Number(process.env.PORT || 9191));
