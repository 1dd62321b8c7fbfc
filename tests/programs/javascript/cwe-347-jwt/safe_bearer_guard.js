// Express middleware that authenticates API requests carrying a bearer JWT
const jwt = require('jsonwebtoken');

const ISSUER = 'https://auth.example.com';
const AUDIENCE = 'orders-api';
const SECRET = process.env.JWT_SECRET;

function extractToken(req) {
  const header = req.get('authorization') || '';
  const [scheme, token] = header.split(' ');
  return scheme && scheme.toLowerCase() === 'bearer' && token ? token : null;
}

function readClaims(token) {
  try {
    return jwt.verify(token, SECRET, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
  } catch (err) {
    return null;
  }
}

function authenticate(req, res, next) {
  const token = extractToken(req);
  if (!token) {
    return res.status(401).json({ error: 'missing bearer token' });
  }
  const claims = readClaims(token);
  if (!claims) {
    return res.status(401).json({ error: 'invalid token' });
  }
  req.user = { id: claims.sub, roles: Array.isArray(claims.roles) ? claims.roles : [] };
  next();
}

function requireRole(role) {
  return (req, res, next) =>
    req.user && req.user.roles.includes(role) ? next() : res.status(403).json({ error: 'forbidden' });
}

module.exports = { authenticate, requireRole };
