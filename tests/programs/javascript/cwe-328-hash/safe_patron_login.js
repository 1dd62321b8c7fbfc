// Library patron account registration and login for the self-service catalogue kiosk
const crypto = require('crypto');
const express = require('express');
const { patrons } = require('./db');

const router = express.Router();
router.use(express.urlencoded({ extended: false }));

function hashPassword(password, salt) {
  return crypto.scryptSync(password, salt, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('hex');
}

function passwordMatches(password, record) {
  const candidate = Buffer.from(hashPassword(password, record.salt), 'hex');
  const stored = Buffer.from(record.passwordHash, 'hex');
  return candidate.length === stored.length && crypto.timingSafeEqual(candidate, stored);
}

router.post('/patrons', async (req, res) => {
  const { cardNumber, password } = req.body;
  if (!/^[0-9]{14}$/.test(cardNumber || '') || typeof password !== 'string' || password.length < 10) {
    return res.status(400).send('Card number or password not acceptable');
  }
  const salt = crypto.randomBytes(16).toString('hex');
  await patrons.insert({ cardNumber, salt, passwordHash: hashPassword(password, salt) });
  res.status(201).send('Account created');
});

router.post('/login', async (req, res) => {
  const record = await patrons.findByCard(String(req.body.cardNumber || ''));
  if (!record || !passwordMatches(String(req.body.password || ''), record)) {
    return res.status(401).send('Card number or password incorrect');
  }
  req.session.patronId = record.id;
  res.redirect(303, '/account');
});

module.exports = router;
