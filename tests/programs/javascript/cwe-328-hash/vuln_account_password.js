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

function hashPassword(password) {
  return crypto.createHash('md5').update(password, 'utf8').digest('hex');
}

function verifyPassword(password, stored) {
  const candidate = Buffer.from(hashPassword(password), 'hex');
  const expected = Buffer.from(stored, 'hex');
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
