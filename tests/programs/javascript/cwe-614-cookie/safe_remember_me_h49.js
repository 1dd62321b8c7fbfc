// Express login handler that issues a long-lived remember-me cookie for returning users
const express = require('express');
const crypto = require('crypto');
const { verifyLogin } = require('../services/accounts');
const { RememberToken } = require('../models');

const router = express.Router();
const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

const COOKIE_SETTINGS = {
  remember: {
    name: 'rm_token',
    options: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: THIRTY_DAYS },
  },
};

async function issueRememberToken(userId) {
  const token = crypto.randomBytes(32).toString('base64url');
  const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
  await RememberToken.create({ userId, tokenHash, expiresAt: new Date(Date.now() + THIRTY_DAYS) });
  return token;
}

router.post('/session', express.json(), async (req, res, next) => {
  try {
    const user = await verifyLogin(req.body.email, req.body.password);
    if (!user) {
      return res.status(401).json({ error: 'invalid credentials' });
    }
    req.session.userId = user.id;

    if (req.body.rememberMe === true) {
      const token = await issueRememberToken(user.id);
      const { name, options } = COOKIE_SETTINGS.remember;
      res.cookie(name, token, options);
    }
    res.json({ id: user.id, email: user.email });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
