// Express middleware that authenticates API calls using a bearer JWT from the identity service.
const jwt = require('jsonwebtoken');
const fs = require('fs');

const PUBLIC_KEY = fs.readFileSync(process.env.JWT_PUBLIC_KEY_PATH || '/etc/auth/jwt.pub');
const ISSUER = 'https://id.example.com';
const AUDIENCE = 'orders-api';

function extractBearer(header) {
  if (typeof header !== 'string') return null;
  const [scheme, token] = header.split(' ');
  return scheme === 'Bearer' && token ? token : null;
}

function readClaims(token) {
  try {
    const claims = jwt.verify(token, PUBLIC_KEY, {
      algorithms: ['RS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    return typeof claims === 'object' ? claims : null;
  } catch (err) {
    return null;
  }
}

function authenticate(req, res, next) {
  const token = extractBearer(req.headers.authorization);
  if (!token) {
    return res.status(401).json({ error: 'missing bearer token' });
  }
  const claims = readClaims(token);
  if (!claims) {
    return res.status(401).json({ error: 'invalid token' });
  }
  req.auth = { userId: claims.sub, scopes: String(claims.scope || '').split(' ').filter(Boolean) };
  next();
}

function requireScope(scope) {
  return (req, res, next) => (req.auth && req.auth.scopes.includes(scope) ? next() : res.status(403).end());
}

module.exports = { authenticate, requireScope, PUBLIC_KEY };
