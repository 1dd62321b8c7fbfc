// Express API for a partner dashboard that accepts cross-origin calls carrying session cookies.
const express = require('express');
const cors = require('cors');
const cookieParser = require('cookie-parser');
const { loadSession, listPayouts } = require('./partners');

const app = express();

const ALLOWED_ORIGINS = new Set(
  (process.env.CORS_ORIGINS || 'https://partners.example.com').split(',').map((o) => o.trim()),
);

function allowOrigin(origin, callback) {
  callback(null, origin !== undefined && ALLOWED_ORIGINS.has(origin));
}

const corsOptions = {
  origin: allowOrigin,
  credentials: true,
  methods: ['GET', 'POST'],
  allowedHeaders: ['Content-Type', 'X-Requested-With'],
  maxAge: 600,
};

app.use(cors(corsOptions));
app.use(cookieParser());

async function requirePartner(req, res, next) {
  const session = await loadSession(req.cookies.partner_sid);
  if (!session) {
    return res.status(401).json({ error: 'not signed in' });
  }
  req.partner = session.partner;
  next();
}

app.get('/api/payouts', requirePartner, async (req, res, next) => {
  try {
    const payouts = await listPayouts(req.partner.id, { limit: 50 });
    res.json({ partner: req.partner.name, payouts });
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 3000);
