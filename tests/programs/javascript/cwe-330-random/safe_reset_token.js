// Express routes for the forgot-password flow: issue and redeem reset tokens
const express = require('express');
const crypto = require('crypto');
const { User, ResetToken } = require('../models');
const mailer = require('../lib/mailer');

const router = express.Router();
const TOKEN_TTL_MS = 30 * 60 * 1000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function generateToken(length = 32) {
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  }
  return out;
}

function digest(token) {
  return crypto.createHash('sha256').update(token).digest('hex');
}

router.post('/password/forgot', express.json(), async (req, res, next) => {
  try {
    const user = await User.findOne({ email: String(req.body.email || '').toLowerCase() });
    if (user) {
      const token = generateToken();
      await ResetToken.create({
        userId: user._id,
        tokenHash: digest(token),
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
      });
      await mailer.send(user.email, 'reset-password', {
        link: `https://app.example.com/reset?token=${token}`,
      });
    }
    res.status(202).json({ message: 'If the account exists, an email is on its way.' });
  } catch (err) {
    next(err);
  }
});

router.post('/password/reset', express.json(), async (req, res, next) => {
  try {
    const record = await ResetToken.findOneAndDelete({
      tokenHash: digest(String(req.body.token || '')),
      expiresAt: { $gt: new Date() },
    });
    if (!record) return res.status(400).json({ error: 'invalid or expired token' });
    await User.setPassword(record.userId, String(req.body.password || ''));
    res.json({ ok: true });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
