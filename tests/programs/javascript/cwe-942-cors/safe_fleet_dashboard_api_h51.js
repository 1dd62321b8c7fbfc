// Express API backing the fleet tracking dashboard; browsers call it with the session cookie
const express = require('express');
const cors = require('cors');
const session = require('express-session');
const { vehicles, trips } = require('./fleet-db');

const app = express();

const corsOptions = {
  origin: /^https:\/\/([a-z0-9-]+\.)?fleetview\.example\.com$/,
  credentials: true,
  methods: ['GET', 'POST'],
  allowedHeaders: ['Content-Type'],
  maxAge: 600,
};

app.use(cors(corsOptions));
app.use(session({
  secret: process.env.DASHBOARD_SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
}));
app.use(express.json());
app.use((req, res, next) => {
  if (req.method === 'POST' && !req.is('application/json')) {
    return res.status(415).json({ error: 'JSON body required' });
  }
  next();
});

function requireOperator(req, res, next) {
  if (!req.session.operatorId) return res.status(401).json({ error: 'not signed in' });
  next();
}

app.get('/api/vehicles', requireOperator, async (req, res) => {
  res.json(await vehicles.listForOperator(req.session.operatorId));
});

app.get('/api/vehicles/:id/trips', requireOperator, async (req, res) => {
  const since = new Date(Date.now() - 7 * 86400 * 1000);
  res.json(await trips.forVehicle(req.session.operatorId, req.params.id, since));
});

app.post('/api/vehicles/:id/immobilise', requireOperator, async (req, res) => {
  await vehicles.requestImmobilise(req.session.operatorId, req.params.id, String(req.body.reason || ''));
  res.status(202).json({ queued: true });
});

app.listen(Number(process.env.PORT) || 8081);
