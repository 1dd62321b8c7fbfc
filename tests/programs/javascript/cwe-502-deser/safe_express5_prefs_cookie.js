// Express 5 app restoring user display preferences from a cookie
const express = require('express');
const cookieParser = require('cookie-parser');

const app = express();
app.use(cookieParser());

app.get('/preferences', async (req, res) => {
  const raw = req.cookies.prefs;
  if (!raw) {
    return res.json({ theme: 'light', lang: 'en' });
  }
  let prefs;
  try {
    prefs = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return res.status(400).json({ error: 'bad prefs cookie' });
  }
  if (!prefs || typeof prefs !== 'object') {
    return res.status(400).json({ error: 'bad prefs cookie' });
  }
  res.json({ theme: String(prefs.theme), lang: String(prefs.lang) });
});

app.listen(3012);
