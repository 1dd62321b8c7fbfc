// Express middleware that authenticates API callers from a bearer token and loads their roles
const jwt = require('jsonwebtoken');

const JWT_SECRET = process.env.JWT_SECRET;
const ISSUER = 'https://auth.example.com';

function readBearer(req) {
  const header = req.get('authorization') || '';
  const [scheme, token] = header.split(' ');
  return scheme && scheme.toLowerCase() === 'bearer' ? token : null;
}

function claimsFromToken(token) {
  const claims = jwt.decode(token);
  if (!claims || typeof claims !== 'object') return null;
  if (claims.iss !== ISSUER) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return null;
  return claims;
}

function requireAuth(requiredRole) {
  return (req, res, next) => {
    const token = readBearer(req);
    if (!token) {
      return res.status(401).json({ error: 'missing token' });
    }
    const claims = claimsFromToken(token);
    if (!claims) {
      return res.status(401).json({ error: 'invalid token' });
    }
    const roles = Array.isArray(claims.roles) ? claims.roles : [];
    if (requiredRole && !roles.includes(requiredRole)) {
      return res.status(403).json({ error: 'forbidden' });
    }
    req.user = { id: claims.sub, roles };
    next();
  };
}

function issueToken(user) {
  return jwt.sign({ roles: user.roles }, JWT_SECRET, {
    algorithm: 'HS256', subject: String(user.id), issuer: ISSUER, expiresIn: '1h',
  });
}

module.exports = { requireAuth, issueToken };
