// Issues a one-time login code and mails it to the user.
const express = require('express');
const crypto = require('crypto');
const app = express();
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
app.post('/code', (req, res) => {
  let out = '';
  for (let i = 0; i < 8; i++) out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  const otp = out;
  mailer.send(req.body.email, otp);
  res.sendStatus(204);
});
app.listen(3000);
