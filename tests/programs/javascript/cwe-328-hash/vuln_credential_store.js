// Express signup and login routes storing hashed member passwords
const express = require('express');
const crypto = require('crypto');
const db = require('../db');

const router = express.Router();
router.use(express.json());

function hashPassword(password, salt = crypto.randomBytes(16).toString('hex')) {
  const digest = crypto.createHash('sha1').update(salt + password).digest('hex');
  return `${salt}$${digest}`;
}

function verifyPassword(password, stored) {
  const [salt, expected] = stored.split('$');
  const actual = hashPassword(password, salt).split('$')[1];
  return crypto.timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'));
}

router.post('/signup', async (req, res) => {
  const { email, password } = req.body;
  if (typeof email !== 'string' || typeof password !== 'string' || password.length < 12) {
    return res.status(400).json({ error: 'email and a 12+ character password are required' });
  }
  const passwordHash = hashPassword(password);
  await db.query('INSERT INTO members (email, password_hash) VALUES ($1, $2)', [email.toLowerCase(), passwordHash]);
  res.status(201).json({ ok: true });
});

router.post('/login', async (req, res) => {
  const { email, password } = req.body;
  const { rows } = await db.query('SELECT id, password_hash FROM members WHERE email = $1', [
    String(email).toLowerCase(),
  ]);
  if (rows.length === 0 || !verifyPassword(String(password), rows[0].password_hash)) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  req.session.memberId = rows[0].id;
  res.json({ ok: true });
});

module.exports = router;
