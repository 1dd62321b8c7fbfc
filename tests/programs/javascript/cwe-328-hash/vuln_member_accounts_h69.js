// A member accounts program of the h69 set (cwe-328-hash).
const http = require('node:http');
const crypto = require('node:crypto');

const members = new Map();
const requestState = new WeakMap();

function digest(password, salt) {
  return crypto.createHash('md5').update(salt + password).digest('hex');
}

function hashPassword(password) {
  const salt = crypto.randomBytes(8).toString('hex');
  return { salt, hash: digest(password, salt) };
}

function checkPassword(password, record) {
  const candidate = Buffer.from(digest(password, record.salt), 'hex');
  const stored = Buffer.from(record.hash, 'hex');
  return candidate.length === stored.length && crypto.timingSafeEqual(candidate, stored);
}

// Stage 1: read the JSON body and keep the credentials for the route.
function readCredentials(req) {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c) => {
      raw += c;
      if (raw.length > 8192) req.destroy();
    });
    req.on('end', () => {
      try {
        const { email, password, stageName } = JSON.parse(raw || '{}');
        requestState.set(req, {
          email: String(email || '').toLowerCase(),
          password: String(password || ''),
          stageName: String(stageName || ''),
        });
        resolve();
      } catch (err) {
        reject(err);
      }
    });
  });
}

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const routes = {
  'POST /signup': (req, res) => {
    const { email, password, stageName } = requestState.get(req);
    if (!email.includes('@') || password.length < 10) {
      return send(res, 400, { error: 'valid email and a 10+ character password required' });
    }
    if (members.has(email)) return send(res, 409, { error: 'already a member' });
    members.set(email, { stageName, ...hashPassword(password), joined: new Date().toISOString() });
    send(res, 201, { welcome: stageName || email });
  },
  'POST /login': (req, res) => {
    const { email, password } = requestState.get(req);
    const record = members.get(email);
    if (!record || !checkPassword(password, record)) {
      return send(res, 401, { error: 'wrong email or password' });
    }
    send(res, 200, { member: record.stageName || email, rehearsals: '/rehearsals' });
  },
};

http.createServer(async (req, res) => {
  const route = routes[`${req.method} ${req.url.split('?')[0]}`];
  if (!route) return send(res, 404, { error: 'not found' });
  try {
    await readCredentials(req);
  } catch {
    return send(res, 400, { error: 'body must be JSON' });
  }
  route(req, res);
}).listen(Number(process.env.PORT) || 3770);
