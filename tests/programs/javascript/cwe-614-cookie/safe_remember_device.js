// Express routes that issue a long-lived "remember this device" cookie after 2FA
const express = require('express');
const crypto = require('crypto');
const { devices } = require('../store');

const router = express.Router();
router.use(express.json());

const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

function deviceCookieOptions() {
  return {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/auth',
    maxAge: THIRTY_DAYS,
  };
}

router.post('/auth/2fa/verify', async (req, res) => {
  const ok = await req.services.totp.check(req.session.pendingUserId, String(req.body.code || ''));
  if (!ok) {
    return res.status(401).json({ error: 'invalid code' });
  }
  req.session.userId = req.session.pendingUserId;
  delete req.session.pendingUserId;

  if (req.body.rememberDevice === true) {
    const token = crypto.randomBytes(32).toString('base64url');
    const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
    await devices.insert({ userId: req.session.userId, tokenHash, userAgent: req.get('user-agent') });
    res.cookie('trusted_device', token, deviceCookieOptions());
  }
  res.json({ ok: true });
});

module.exports = router;
