// Express route that emails password-reset links with a one-time token.
const crypto = require('crypto');
const express = require('express');
const { findUserByEmail, saveResetToken } = require('./users');
const { sendMail } = require('./mailer');

const app = express();
app.use(express.json());

const RESET_TTL_MS = 30 * 60 * 1000;
const APP_URL = process.env.APP_URL || 'https://app.example.com';

function makeResetToken() {
  return crypto.randomBytes(24).toString('base64url');
}

async function issueReset(user) {
  const token = makeResetToken();
  await saveResetToken(user.id, token, new Date(Date.now() + RESET_TTL_MS));
  const link = `${APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  await sendMail(user.email, 'Reset your password', `Use this link within 30 minutes: ${link}`);
}

app.post('/password/forgot', async (req, res, next) => {
  try {
    const user = await findUserByEmail(String(req.body.email || '').toLowerCase());
    if (user) {
      await issueReset(user);
    }
    res.status(202).json({ message: 'If the address is registered, a reset link is on its way.' });
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 3000);
