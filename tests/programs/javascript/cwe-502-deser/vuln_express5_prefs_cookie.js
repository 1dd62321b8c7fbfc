// Express 5 app restoring user display preferences from a cookie
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const app = express();
app.use(cookieParser());

app.get('/preferences', async (req, res) => {
  const raw = req.cookies.prefs;
  if (!raw) {
    return res.json({ theme: 'light', lang: 'en' });
  }
  const prefs = serialize.unserialize(Buffer.from(raw, 'base64').toString('utf8'));
  res.json({ theme: prefs.theme, lang: prefs.lang });
});

app.listen(3012);
