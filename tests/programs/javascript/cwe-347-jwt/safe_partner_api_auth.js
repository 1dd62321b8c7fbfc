// Express middleware authenticating partner API calls signed with RS256 tokens
const fs = require('fs');
const jwt = require('jsonwebtoken');
const logger = require('../logger');

const PUBLIC_KEY = fs.readFileSync(process.env.PARTNER_JWT_PUBLIC_KEY || '/etc/partner/jwt.pub');
const VERIFY_OPTIONS = {
  algorithms: ['RS256'],
  issuer: 'partner-gateway',
  audience: 'orders-api',
  clockTolerance: 30,
};

function bearerToken(req) {
  const match = /^Bearer (.+)$/.exec(req.get('authorization') || '');
  return match ? match[1] : null;
}

function partnerAuth(requiredScope) {
  return (req, res, next) => {
    const token = bearerToken(req);
    if (!token) {
      return res.status(401).json({ error: 'missing bearer token' });
    }
    jwt.verify(token, PUBLIC_KEY, VERIFY_OPTIONS, (err, claims) => {
      if (err) {
        logger.warn({ reason: err.message, ip: req.ip }, 'partner token rejected');
        return res.status(401).json({ error: 'invalid token' });
      }
      const scopes = String(claims.scope || '').split(' ');
      if (requiredScope && !scopes.includes(requiredScope)) {
        return res.status(403).json({ error: `scope ${requiredScope} required` });
      }
      req.partner = { id: claims.sub, scopes };
      next();
    });
  };
}

module.exports = { partnerAuth };
