// Express middleware and routes exposing the pilot duty roster to authenticated crew schedulers
const express = require('express');
const fs = require('fs');
const jwt = require('jsonwebtoken');

const ISSUER = 'https://sso.airline.example';
const PUBLIC_KEY = fs.readFileSync(process.env.SSO_PUBLIC_KEY_PATH || '/etc/roster/sso.pub');

const bearer = (header) => {
  const [scheme, token] = String(header || '').split(' ');
  return scheme === 'Bearer' && token ? token : null;
};

const readClaims = (token) => {
  try {
    return jwt.verify(token, PUBLIC_KEY, { algorithms: ['RS256'], issuer: ISSUER, audience: 'crew-roster' });
  } catch (err) {
    return null;
  }
};

const authenticate = (req, res, next) => {
  const token = bearer(req.headers.authorization);
  const claims = token && readClaims(token);
  if (!claims || claims.iss !== ISSUER) {
    return res.status(401).json({ error: 'invalid token' });
  }
  req.crew = { id: claims.sub, roles: [].concat(claims.roles || []) };
  next();
};

const requireRole = (role) => (req, res, next) =>
  req.crew.roles.includes(role) ? next() : res.status(403).json({ error: `${role} role required` });

const router = express.Router();
router.use(authenticate);

router.get('/roster/:base', requireRole('scheduler'), async (req, res) => {
  const roster = await req.app.locals.rosterStore.forBase(req.params.base);
  res.json(roster.map(({ pilotId, duty, from, to }) => ({ pilotId, duty, from, to })));
});

router.post('/roster/:base/swap', requireRole('scheduler'), async (req, res) => {
  const { dutyA, dutyB } = req.body;
  await req.app.locals.rosterStore.swap(req.params.base, dutyA, dutyB, req.crew.id);
  res.status(204).end();
});

module.exports = { router, PUBLIC_KEY };
