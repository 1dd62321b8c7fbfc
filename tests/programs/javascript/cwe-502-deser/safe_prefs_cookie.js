// Express middleware and routes that persist dashboard layout preferences in a cookie
const express = require('express');
const cookieParser = require('cookie-parser');

const app = express();
app.use(cookieParser());
app.use(express.json());

const DEFAULT_PREFS = { theme: 'light', density: 'comfortable', widgets: ['sales', 'traffic'] };
const COOKIE_NAME = 'dash_prefs';

function decodePrefs(raw) {
  if (!raw) return { ...DEFAULT_PREFS };
  const json = Buffer.from(raw, 'base64').toString('utf8');
  const parsed = JSON.parse(json);
  return {
    theme: parsed.theme === 'dark' ? 'dark' : 'light',
    density: parsed.density === 'compact' ? 'compact' : 'comfortable',
    widgets: Array.isArray(parsed.widgets) ? parsed.widgets.slice(0, 12).map(String) : DEFAULT_PREFS.widgets,
  };
}

function encodePrefs(prefs) {
  return Buffer.from(JSON.stringify(prefs), 'utf8').toString('base64');
}

app.use((req, res, next) => {
  try {
    req.prefs = decodePrefs(req.cookies[COOKIE_NAME]);
  } catch (err) {
    req.prefs = { ...DEFAULT_PREFS };
  }
  next();
});

app.get('/api/prefs', (req, res) => {
  res.json(req.prefs);
});

app.put('/api/prefs', (req, res) => {
  const next = {
    theme: req.body.theme === 'dark' ? 'dark' : 'light',
    density: req.body.density === 'compact' ? 'compact' : 'comfortable',
    widgets: Array.isArray(req.body.widgets) ? req.body.widgets.slice(0, 12).map(String) : req.prefs.widgets,
  };
  res.cookie(COOKIE_NAME, encodePrefs(next), { httpOnly: true, secure: true, sameSite: 'lax' });
  res.json(next);
});

app.listen(Number(process.env.PORT) || 3000);
