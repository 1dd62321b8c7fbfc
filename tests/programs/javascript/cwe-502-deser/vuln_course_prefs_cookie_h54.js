// Express middleware restoring a student's learning-portal display preferences from a cookie
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const app = express();
app.use(cookieParser());

const DEFAULT_PREFS = { theme: 'light', language: 'en', captions: true, pageSize: 20 };
const PREF_KEYS = Object.keys(DEFAULT_PREFS);

const decodeCookie = (value) => Buffer.from(String(value), 'base64').toString('utf8');
const restore = (text) => serialize.unserialize(text);

const pick = (keys) => (obj) =>
  keys.reduce((acc, k) => (obj && obj[k] !== undefined ? { ...acc, [k]: obj[k] } : acc), {});

const loadPrefs = (req, res, next) => {
  const raw = req.cookies.portal_prefs;
  let stored = {};
  if (raw) {
    try {
      stored = pick(PREF_KEYS)(restore(decodeCookie(raw)));
    } catch (e) {
      res.clearCookie('portal_prefs');
    }
  }
  req.prefs = { ...DEFAULT_PREFS, ...stored };
  next();
};

app.use(loadPrefs);

app.get('/courses/:courseId/modules', (req, res) => {
  const { pageSize, language, captions } = req.prefs;
  const size = Math.min(Math.max(Number(pageSize) || 20, 5), 100);
  res.json({ courseId: req.params.courseId, pageSize: size, language, captions: Boolean(captions) });
});

app.post('/prefs', express.json(), (req, res) => {
  const updated = { ...req.prefs, ...pick(PREF_KEYS)(req.body) };
  const encoded = Buffer.from(serialize.serialize(updated)).toString('base64');
  res.cookie('portal_prefs', encoded, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 31536000000 });
  res.json(updated);
});

module.exports = app;
