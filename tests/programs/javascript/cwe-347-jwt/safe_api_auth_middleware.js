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
  try {
    const claims = jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'], issuer: ISSUER });
    return typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
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
