// Express middleware and routes gating film-set call sheets behind studio badge tokens
const express = require('express');
const jwt = require('jsonwebtoken');
const fs = require('fs');

const BADGE_PUBLIC_KEY = fs.readFileSync(process.env.BADGE_PUBKEY_PATH || '/etc/studio/badge.pub');
const app = express();

const bearer = (req) => {
  const header = req.get('authorization') || '';
  return header.startsWith('Bearer ') ? header.slice(7) : null;
};

const readBadge = (token) => {
  try {
    const claims = jwt.verify(token, BADGE_PUBLIC_KEY, { algorithms: ['RS256'], issuer: 'studio-badges' });
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
};

const requireBadge = (...departments) => (req, res, next) => {
  const token = bearer(req);
  const badge = token && readBadge(token);
  if (!badge) return res.status(401).json({ error: 'badge required' });
  if (departments.length && !departments.includes(badge.department)) {
    return res.status(403).json({ error: 'department not cleared' });
  }
  req.badge = badge;
  return next();
};

const callSheets = new Map([
  ['2024-06-11', { unitCall: '06:30', location: 'Stage 4', scenes: [12, 13, 27] }],
  ['2024-06-12', { unitCall: '07:00', location: 'Backlot B', scenes: [31, 32] }],
]);

app.get('/callsheets/:day', requireBadge('production', 'camera', 'ad'), (req, res) => {
  const sheet = callSheets.get(req.params.day);
  return sheet ? res.json({ ...sheet, issuedTo: req.badge.sub }) : res.sendStatus(404);
});

app.get('/health', (_req, res) => res.json({ keyLoaded: BADGE_PUBLIC_KEY.length > 0 }));

app.listen(3800);
