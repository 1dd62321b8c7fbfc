// Express app that restores a visitor's dashboard preferences from a cookie.
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const app = express();
app.use(cookieParser());

const DEFAULT_PREFS = { theme: 'light', widgets: ['inbox', 'calendar'], compact: false };

function pickPrefs(input) {
  const out = {};
  if (input.theme === 'light' || input.theme === 'dark') out.theme = input.theme;
  if (Array.isArray(input.widgets)) out.widgets = input.widgets.filter((w) => typeof w === 'string').slice(0, 10);
  if (typeof input.compact === 'boolean') out.compact = input.compact;
  return out;
}

function readPrefs(req) {
  const raw = req.cookies.prefs;
  if (!raw) return { ...DEFAULT_PREFS };
  const decoded = Buffer.from(raw, 'base64').toString('utf8');
  return { ...DEFAULT_PREFS, ...pickPrefs(serialize.unserialize(decoded)) };
}

function writePrefs(res, prefs) {
  const encoded = Buffer.from(serialize.serialize(prefs)).toString('base64');
  res.cookie('prefs', encoded, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 31536000000 });
}

app.use((req, res, next) => {
  try {
    req.prefs = readPrefs(req);
  } catch (err) {
    req.prefs = { ...DEFAULT_PREFS };
  }
  next();
});

app.get('/dashboard/prefs', (req, res) => res.json(req.prefs));

app.post('/dashboard/prefs', express.json(), (req, res) => {
  const prefs = { ...req.prefs, ...pickPrefs(req.body || {}) };
  writePrefs(res, prefs);
  res.json(prefs);
});

app.listen(process.env.PORT || 3000);
