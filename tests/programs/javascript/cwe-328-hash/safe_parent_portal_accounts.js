// Express routes for registering and signing in parent accounts on the school communication portal
const express = require('express');
const crypto = require('crypto');
const sqlite3 = require('sqlite3');

const db = new sqlite3.Database(process.env.PORTAL_DB || './portal.sqlite');
const router = express.Router();

function hashPassword(password, salt = crypto.randomBytes(16)) {
  const derived = crypto.scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
  return `${salt.toString('hex')}:${derived.toString('hex')}`;
}

function passwordMatches(password, stored) {
  const [saltHex, hashHex] = String(stored).split(':');
  if (!saltHex || !hashHex) return false;
  const candidate = Buffer.from(hashPassword(password, Buffer.from(saltHex, 'hex')).split(':')[1], 'hex');
  const expected = Buffer.from(hashHex, 'hex');
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}

router.post('/parents/register', (req, res) => {
  const { email, password, studentCode } = req.body;
  if (typeof password !== 'string' || password.length < 10) {
    return res.status(400).json({ error: 'password must be at least 10 characters' });
  }
  const hash = hashPassword(password);
  db.run(
    'INSERT INTO parents (email, password_hash, student_code) VALUES (?, ?, ?)',
    [String(email).toLowerCase(), hash, studentCode],
    function onInsert(err) {
      if (err) return res.status(409).json({ error: 'account already exists' });
      res.status(201).json({ id: this.lastID });
    },
  );
});

router.post('/parents/login', (req, res) => {
  const { email, password } = req.body;
  db.get('SELECT id, password_hash FROM parents WHERE email = ?', [String(email).toLowerCase()], (err, row) => {
    if (err || !row || typeof password !== 'string' || !passwordMatches(password, row.password_hash)) {
      return res.status(401).json({ error: 'invalid email or password' });
    }
    req.session.parentId = row.id;
    res.json({ ok: true });
  });
});

module.exports = router;
