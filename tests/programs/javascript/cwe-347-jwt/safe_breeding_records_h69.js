// A breeding records program of the h69 set (cwe-347-jwt).
const express = require('express');
const jwt = require('jsonwebtoken');

const app = express();
app.use(express.json());

const JWT_SECRET = process.env.FARM_JWT_SECRET;
const matings = [];

// Attach the caller's identity from the bearer token.
function identify(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: 'missing token' });
  let claims;
  try {
    claims = jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'], issuer: 'highmeadow-farm-app' });
  } catch {
    claims = null;
  }
  if (!claims || !claims.sub) {
    return res.status(401).json({ error: 'invalid token' });
  }
  req.user = { id: claims.sub, role: claims.role || 'viewer', farm: claims.farm };
  next();
}

function requireRole(...roles) {
  return (req, res, next) => {
    if (!roles.includes(req.user.role)) {
      return res.status(403).json({ error: `requires ${roles.join(' or ')}` });
    }
    next();
  };
}

app.get('/matings', identify, (req, res) => {
  res.json(matings.filter((m) => m.farm === req.user.farm));
});

app.post('/matings', identify, requireRole('stud_manager', 'owner'), (req, res) => {
  const { sire, dam, date } = req.body || {};
  if (!sire || !dam || !/^\d{4}-\d{2}-\d{2}$/.test(String(date))) {
    return res.status(400).json({ error: 'sire, dam and date (YYYY-MM-DD) required' });
  }
  const record = {
    id: matings.length + 1,
    farm: req.user.farm,
    sire: String(sire),
    dam: String(dam),
    date,
    expectedCria: new Date(Date.parse(date) + 343 * 24 * 3600 * 1000).toISOString().slice(0, 10),
    recordedBy: req.user.id,
  };
  matings.push(record);
  res.status(201).json(record);
});

app.delete('/matings/:id', identify, requireRole('owner'), (req, res) => {
  const idx = matings.findIndex((m) => m.id === Number(req.params.id) && m.farm === req.user.farm);
  if (idx === -1) return res.status(404).json({ error: 'not found' });
  matings.splice(idx, 1);
  res.status(204).end();
});

app.listen(Number(process.env.PORT) || 3712);
