// Express middleware that authenticates API calls using the bearer JWT from the identity provider
const fs = require('fs');
const jwt = require('jsonwebtoken');

const ISSUER = process.env.OIDC_ISSUER || 'https://id.example.com/';
const AUDIENCE = 'orders-api';
const PUBLIC_KEY = fs.readFileSync(process.env.OIDC_PUBLIC_KEY_PATH || '/etc/app/idp.pem');

function extractBearer(req) {
  const header = req.get('authorization') || '';
  const [scheme, token] = header.split(' ');
  return scheme && scheme.toLowerCase() === 'bearer' && token ? token : null;
}

function readClaims(token) {
  const claims = jwt.verify(token, PUBLIC_KEY, {
    algorithms: ['RS256'],
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  if (!claims || typeof claims !== 'object') {
    throw new Error('malformed token');
  }
  return claims;
}

function authenticate(req, res, next) {
  const token = extractBearer(req);
  if (!token) {
    return res.status(401).json({ error: 'missing bearer token' });
  }
  try {
    const claims = readClaims(token);
    req.auth = { userId: claims.sub, scopes: String(claims.scope || '').split(' ') };
    return next();
  } catch (err) {
    return res.status(401).json({ error: err.message });
  }
}

function requireScope(scope) {
  return (req, res, next) =>
    req.auth && req.auth.scopes.includes(scope) ? next() : res.status(403).json({ error: 'forbidden' });
}

module.exports = { authenticate, requireScope };
