// Express route that emails password-reset links to account owners
const express = require('express');
const crypto = require('crypto');
const { sendMail } = require('../lib/mailer');
const db = require('../lib/db');

const router = express.Router();
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TOKEN_TTL_MS = 30 * 60 * 1000;

function generateToken(length = 40) {
  let out = '';
  for (let i = 0; i < length; i++) {
    out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  }
  return out;
}

function digest(token) {
  return crypto.createHash('sha256').update(token).digest('hex');
}

router.post('/password/forgot', express.json(), async (req, res) => {
  const email = String((req.body && req.body.email) || '').toLowerCase();
  const user = await db.users.findOne({ email });
  if (user) {
    const token = generateToken();
    await db.resetTokens.insert({
      userId: user.id,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    });
    const link = `https://app.example.com/reset?token=${token}`;
    await sendMail(user.email, 'Reset your password', `Use this link within 30 minutes: ${link}`);
  }
  res.status(202).json({ message: 'If the address exists, a reset link has been sent.' });
});

module.exports = router;
