// A dog groomer account password program of the h76 set (cwe-328-hash).
'use strict';

const bcrypt = require('bcrypt');
const express = require('express');
const session = require('express-session');
const { Pool } = require('pg');

class PasswordHasher {
  constructor(options = {}) {
    this.rounds = options.rounds || 12;
  }

  async hash(password) {
    return bcrypt.hash(password, this.rounds);
  }

  async verify(password, stored) {
    return bcrypt.compare(password, String(stored));
  }
}

class AccountService {
  constructor(db, hasher) {
    this.db = db;
    this.hasher = hasher;
  }

  async register({ email, password, salonName }) {
    const passwordHash = await this.hasher.hash(password);
    const { rows } = await this.db.query(
      'INSERT INTO groomer_accounts (email, password_hash, salon_name) VALUES ($1, $2, $3) RETURNING id',
      [email.toLowerCase(), passwordHash, salonName],
    );
    return rows[0].id;
  }

  async authenticate(email, password) {
    const { rows } = await this.db.query(
      'SELECT id, password_hash, salon_name FROM groomer_accounts WHERE email = $1',
      [String(email).toLowerCase()],
    );
    if (rows.length === 0 || !(await this.hasher.verify(password, rows[0].password_hash))) {
      return null;
    }
    return { id: rows[0].id, salonName: rows[0].salon_name };
  }
}

const accounts = new AccountService(new Pool(), new PasswordHasher());
const app = express();
app.use(express.json());
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
}));

app.post('/accounts', async (req, res, next) => {
  const { email, password, salonName } = req.body;
  if (typeof email !== 'string' || typeof password !== 'string' || password.length < 10) {
    return res.status(400).json({ error: 'email and a password of at least 10 characters are required' });
  }
  try {
    res.status(201).json({ id: await accounts.register({ email, password, salonName }) });
  } catch (err) {
    next(err);
  }
});

app.post('/sessions', async (req, res, next) => {
  try {
    const account = await accounts.authenticate(req.body.email, String(req.body.password || ''));
    if (!account) return res.status(401).json({ error: 'wrong email or password' });
    req.session.accountId = account.id;
    res.json(account);
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 5300);
