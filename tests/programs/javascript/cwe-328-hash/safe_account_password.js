// Express routes for account registration and login backed by a mongoose user model
const express = require('express');
const crypto = require('crypto');
const mongoose = require('mongoose');

const userSchema = new mongoose.Schema({
  email: { type: String, required: true, unique: true, lowercase: true },
  passwordHash: { type: String, required: true },
  createdAt: { type: Date, default: Date.now },
});
const User = mongoose.model('User', userSchema);
const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function hashPassword(password, salt = crypto.randomBytes(16)) {
  const derived = crypto.scryptSync(password, salt, 64, SCRYPT_PARAMS);
  return `${salt.toString('hex')}:${derived.toString('hex')}`;
}

function verifyPassword(password, stored) {
  const [saltHex, hashHex] = String(stored).split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const candidate = crypto.scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, SCRYPT_PARAMS);
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}

const router = express.Router();
router.use(express.json());

router.post('/register', async (req, res) => {
  const email = String(req.body.email || '').trim();
  const password = String(req.body.password || '');
  if (!email.includes('@') || password.length < 10) {
    return res.status(400).json({ error: 'invalid email or password too short' });
  }
  if (await User.exists({ email })) {
    return res.status(409).json({ error: 'account exists' });
  }
  const user = await User.create({ email, passwordHash: hashPassword(password) });
  res.status(201).json({ id: user.id });
});

router.post('/login', async (req, res) => {
  const email = String(req.body.email || '').trim();
  const user = await User.findOne({ email });
  if (!user || !verifyPassword(String(req.body.password || ''), user.passwordHash)) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  res.json({ id: user.id });
});

module.exports = router;
