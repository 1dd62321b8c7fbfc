// Express middleware that keeps dashboard display preferences in a browser cookie
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const DEFAULTS = { theme: 'light', density: 'comfortable', pageSize: 25, timezone: 'UTC' };
const KNOWN_KEYS = Object.keys(DEFAULTS);

function pickKnown(obj) {
  const out = {};
  for (const key of KNOWN_KEYS) {
    if (obj && Object.prototype.hasOwnProperty.call(obj, key)) out[key] = obj[key];
  }
  return out;
}

function decodePrefs(raw) {
  const text = Buffer.from(raw, 'base64').toString('utf8');
  return serialize.unserialize(text);
}

function encodePrefs(prefs) {
  return Buffer.from(serialize.serialize(prefs), 'utf8').toString('base64');
}

function loadPrefs(req, res, next) {
  req.prefs = { ...DEFAULTS };
  const raw = req.cookies && req.cookies.prefs;
  if (raw) {
    try {
      Object.assign(req.prefs, pickKnown(decodePrefs(raw)));
    } catch (err) {
      res.clearCookie('prefs');
    }
  }
  next();
}

const app = express();
app.use(cookieParser());
app.use(express.json());
app.use(loadPrefs);

app.get('/api/prefs', (req, res) => res.json(req.prefs));

app.put('/api/prefs', (req, res) => {
  const updated = { ...req.prefs, ...pickKnown(req.body) };
  res.cookie('prefs', encodePrefs(updated), { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 31536000000 });
  res.json(updated);
});

module.exports = app;
