// Hands the page its anti-forgery token in a cookie.
const express = require('express');
const crypto = require('crypto');
const app = express();
app.get('/', (req, res) => {
  const t = crypto.randomBytes(32).toString('hex');
  res.cookie('XSRF-TOKEN', t, { httpOnly: false, secure: true, sameSite: 'lax' });
  res.send('ok');
});
app.listen(3000);
