// Express routes that persist dashboard UI preferences in a client-side cookie
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const router = express.Router();
router.use(cookieParser());
router.use(express.json({ limit: '4kb' }));

const DEFAULTS = { theme: 'light', density: 'comfortable', widgets: ['sales', 'traffic'] };
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 180 * 24 * 3600 * 1000 };

function readPreferences(req) {
  const raw = req.cookies.ui_prefs;
  if (!raw) {
    return { ...DEFAULTS };
  }
  try {
    const decoded = Buffer.from(raw, 'base64').toString('utf8');
    return { ...DEFAULTS, ...serialize.unserialize(decoded) };
  } catch (err) {
    return { ...DEFAULTS };
  }
}

function writePreferences(res, prefs) {
  const encoded = Buffer.from(serialize.serialize(prefs), 'utf8').toString('base64');
  res.cookie('ui_prefs', encoded, COOKIE_OPTIONS);
}

router.get('/preferences', (req, res) => {
  res.json(readPreferences(req));
});

router.put('/preferences', (req, res) => {
  const current = readPreferences(req);
  const next = {
    theme: req.body.theme === 'dark' ? 'dark' : 'light',
    density: req.body.density === 'compact' ? 'compact' : 'comfortable',
    widgets: Array.isArray(req.body.widgets) ? req.body.widgets.slice(0, 12).map(String) : current.widgets,
  };
  writePreferences(res, next);
  res.json(next);
});

module.exports = router;
