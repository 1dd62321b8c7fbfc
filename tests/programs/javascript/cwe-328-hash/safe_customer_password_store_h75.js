// A soap maker customer password storage program of the h75 set (cwe-328-hash).
'use strict';

const crypto = require('crypto');
const { promisify } = require('util');
const express = require('express');
const { MongoClient } = require('mongodb');

const scrypt = promisify(crypto.scrypt);
const mongo = new MongoClient(process.env.MONGO_URL || 'mongodb://localhost:27017');
const customers = mongo.db('lathershop').collection('customers');

class AccountError extends Error {
  constructor(message, status) {
    super(message);
    this.name = 'AccountError';
    this.status = status;
  }
}

function validateCredentials(email, password) {
  if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new AccountError('a valid email is required', 400);
  }
  if (typeof password !== 'string' || password.length < 10) {
    throw new AccountError('password must have at least 10 characters', 400);
  }
  return { email: email.toLowerCase(), password };
}

async function hashPassword(password, salt) {
  const derived = await scrypt(password, salt, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return derived.toString('hex');
}

const app = express();
app.use(express.json());

app.post('/account/register', async (req, res, next) => {
  try {
    const { email, password } = validateCredentials(req.body.email, req.body.password);
    const salt = crypto.randomBytes(16).toString('hex');
    const hash = await hashPassword(password, salt);
    await customers.insertOne({ email, salt, hash, createdAt: new Date() });
    res.status(201).json({ email });
  } catch (err) {
    if (err.code === 11000) {
      return next(new AccountError('an account with that email exists', 409));
    }
    next(err);
  }
});

app.post('/account/login', async (req, res, next) => {
  try {
    const { email, password } = validateCredentials(req.body.email, req.body.password);
    const customer = await customers.findOne({ email });
    if (!customer) {
      throw new AccountError('wrong email or password', 401);
    }
    const candidate = Buffer.from(await hashPassword(password, customer.salt), 'hex');
    const stored = Buffer.from(customer.hash, 'hex');
    if (candidate.length !== stored.length || !crypto.timingSafeEqual(candidate, stored)) {
      throw new AccountError('wrong email or password', 401);
    }
    res.json({ email, welcome: true });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, _next) => {
  if (err instanceof AccountError) {
    return res.status(err.status).json({ error: err.message });
  }
  console.error('[account]', err);
  res.status(500).json({ error: 'account service error' });
});

mongo
  .connect()
  .then(() => customers.createIndex({ email: 1 }, { unique: true }))
  .then(() => app.listen(Number(process.env.PORT) || 3800))
  .catch((err) => {
    console.error('[account] startup failed', err);
    process.exit(1);
  });
