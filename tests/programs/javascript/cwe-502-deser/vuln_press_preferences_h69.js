// A press preferences program of the h69 set (cwe-502-deser).
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const app = express();
app.use(express.json());
app.use(cookieParser());

const DEFAULT_PREFS = { weightGrams: 140, colour: 'black', speed: 33, sleeve: 'paper' };
const PRICE = { base: 2.1, heavy: 0.45, coloured: 0.6, gatefold: 1.2 };

function readPrefs(cookieValue) {
  if (!cookieValue) return { ...DEFAULT_PREFS };
  const decoded = Buffer.from(cookieValue, 'base64').toString('utf8');
  const stored = serialize.unserialize(decoded);
  return { ...DEFAULT_PREFS, ...stored };
}

function writePrefs(res, prefs) {
  const value = Buffer.from(serialize.serialize(prefs), 'utf8').toString('base64');
  res.cookie('pressPrefs', value, { maxAge: 90 * 24 * 3600 * 1000, httpOnly: true, sameSite: 'lax' });
}

// Load saved preferences for every quote-builder request.
app.use('/quote', (req, res, next) => {
  req.ctx = { label: req.get('x-label-account') || 'guest' };
  try {
    req.ctx.prefs = readPrefs(req.cookies.pressPrefs);
  } catch {
    req.ctx.prefs = { ...DEFAULT_PREFS };
  }
  next();
});

function unitPrice(prefs) {
  let price = PRICE.base;
  if (Number(prefs.weightGrams) >= 180) price += PRICE.heavy;
  if (prefs.colour !== 'black') price += PRICE.coloured;
  if (prefs.sleeve === 'gatefold') price += PRICE.gatefold;
  return Math.round(price * 100) / 100;
}

app.get('/quote', (req, res) => {
  const qty = Math.max(100, Number.parseInt(req.query.qty, 10) || 300);
  const each = unitPrice(req.ctx.prefs);
  res.json({ label: req.ctx.label, prefs: req.ctx.prefs, quantity: qty, unitPrice: each, total: Math.round(each * qty * 100) / 100 });
});

app.post('/quote/preferences', (req, res) => {
  const body = req.body || {};
  const prefs = {
    weightGrams: [140, 180, 200].includes(Number(body.weightGrams)) ? Number(body.weightGrams) : req.ctx.prefs.weightGrams,
    colour: typeof body.colour === 'string' ? body.colour.slice(0, 30) : req.ctx.prefs.colour,
    speed: [33, 45].includes(Number(body.speed)) ? Number(body.speed) : req.ctx.prefs.speed,
    sleeve: ['paper', 'jacket', 'gatefold'].includes(body.sleeve) ? body.sleeve : req.ctx.prefs.sleeve,
  };
  writePrefs(res, prefs);
  res.json({ saved: prefs });
});

app.listen(Number(process.env.PORT) || 4101);
