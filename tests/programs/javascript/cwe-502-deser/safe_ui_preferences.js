// Express routes that persist dashboard UI preferences in a client-side cookie
const express = require('express');
const cookieParser = require('cookie-parser');

const router = express.Router();
router.use(cookieParser());
router.use(express.json({ limit: '4kb' }));

const DEFAULTS = { theme: 'light', density: 'comfortable', widgets: ['sales', 'traffic'] };
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 180 * 24 * 3600 * 1000 };

function normalize(input) {
  return {
    theme: input.theme === 'dark' ? 'dark' : 'light',
    density: input.density === 'compact' ? 'compact' : 'comfortable',
    widgets: Array.isArray(input.widgets) ? input.widgets.slice(0, 12).map(String) : DEFAULTS.widgets,
  };
}

function readPreferences(req) {
  const raw = req.cookies.ui_prefs;
  if (!raw) {
    return { ...DEFAULTS };
  }
  try {
    const decoded = Buffer.from(raw, 'base64').toString('utf8');
    const parsed = JSON.parse(decoded);
    return parsed && typeof parsed === 'object' ? normalize(parsed) : { ...DEFAULTS };
  } catch (err) {
    return { ...DEFAULTS };
  }
}

function writePreferences(res, prefs) {
  const encoded = Buffer.from(JSON.stringify(prefs), 'utf8').toString('base64');
  res.cookie('ui_prefs', encoded, COOKIE_OPTIONS);
}

router.get('/preferences', (req, res) => {
  res.json(readPreferences(req));
});

router.put('/preferences', (req, res) => {
  const next = normalize({ ...readPreferences(req), ...req.body });
  writePreferences(res, next);
  res.json(next);
});

module.exports = router;
