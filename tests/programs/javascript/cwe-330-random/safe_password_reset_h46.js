// Express routes that issue and redeem password reset links sent by email
const express = require('express');
const crypto = require('crypto');
const { sendMail } = require('../lib/mailer');
const users = require('../models/users');

const router = express.Router();
const RESET_TTL_MS = 30 * 60 * 1000;
const pendingResets = new Map();

function createResetToken() {
  return crypto.randomBytes(24).toString('base64url');
}

router.post('/password/forgot', express.urlencoded({ extended: false }), async (req, res) => {
  const email = String(req.body.email || '').trim().toLowerCase();
  const user = await users.findByEmail(email);
  if (user) {
    const token = createResetToken();
    pendingResets.set(token, { userId: user.id, expires: Date.now() + RESET_TTL_MS });
    await sendMail(email, 'Reset your password', `https://app.example.com/reset?token=${token}`);
  }
  res.status(202).json({ message: 'If the account exists, an email was sent.' });
});

router.post('/password/reset', express.json(), async (req, res) => {
  const entry = pendingResets.get(String(req.body.token || ''));
  if (!entry || entry.expires < Date.now()) {
    return res.status(400).json({ error: 'invalid or expired token' });
  }
  pendingResets.delete(req.body.token);
  await users.setPassword(entry.userId, req.body.password);
  res.json({ ok: true });
});

module.exports = router;
