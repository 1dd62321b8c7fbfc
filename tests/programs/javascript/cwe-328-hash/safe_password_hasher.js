// Credential helpers and routes for account signup and login
const crypto = require('crypto');
const express = require('express');
const users = require('../models/users');

const router = express.Router();
router.use(express.json());

function hashPassword(password, salt = crypto.randomBytes(16).toString('hex')) {
  const digest = crypto.scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 }).toString('hex');
  return `${salt}$${digest}`;
}

function verifyPassword(password, stored) {
  const [salt, expected] = String(stored).split('$');
  const actual = hashPassword(password, salt).split('$')[1];
  const a = Buffer.from(actual, 'hex');
  const b = Buffer.from(expected || '', 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

router.post('/signup', async (req, res) => {
  const { email, password } = req.body || {};
  if (typeof password !== 'string' || password.length < 12) {
    return res.status(400).json({ error: 'password must be at least 12 characters' });
  }
  const user = await users.create({ email, passwordHash: hashPassword(password) });
  res.status(201).json({ id: user.id });
});

router.post('/login', async (req, res) => {
  const { email, password } = req.body || {};
  const user = await users.findByEmail(String(email || ''));
  if (!user || !verifyPassword(String(password || ''), user.passwordHash)) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  req.session.userId = user.id;
  res.json({ ok: true });
});

module.exports = { router, hashPassword, verifyPassword };
