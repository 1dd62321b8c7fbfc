// A tarot reader client session cookie program of the h75 set (cwe-614-cookie).
'use strict';

const crypto = require('crypto');
const express = require('express');
const cookieParser = require('cookie-parser');
const argon2 = require('argon2');
const Redis = require('ioredis');

const redis = new Redis(process.env.REDIS_URL || 'redis://localhost:6379');
const SESSION_TTL = 60 * 60 * 4;
const COOKIE_OPTIONS = {
  httpOnly: false,
  secure: false,
  maxAge: SESSION_TTL * 1000,
  path: '/',
};

class SignInError extends Error {
  constructor(message, status = 401) {
    super(message);
    this.name = 'SignInError';
    this.status = status;
  }
}

async function verifyClient(email, password) {
  if (typeof email !== 'string' || typeof password !== 'string') {
    throw new SignInError('email and password are required', 400);
  }
  const stored = await redis.hgetall(`client:${email.toLowerCase()}`);
  if (!stored || !stored.hash) {
    throw new SignInError('no client with those details');
  }
  let matches = false;
  try {
    matches = await argon2.verify(stored.hash, password);
  } catch (err) {
    throw new Error(`stored hash unreadable for ${email}`, { cause: err });
  }
  if (!matches) {
    throw new SignInError('no client with those details');
  }
  return stored.id;
}

const app = express();
app.use(express.json());
app.use(cookieParser());

app.post('/clients/sign-in', async (req, res, next) => {
  try {
    const clientId = await verifyClient(req.body.email, req.body.password);
    const sid = crypto.randomBytes(32).toString('base64url');
    await redis.set(`sid:${sid}`, clientId, 'EX', SESSION_TTL);
    res.cookie('tarot_sid', sid, COOKIE_OPTIONS);
    res.json({ clientId });
  } catch (err) {
    next(err);
  }
});

app.get('/clients/me/readings', async (req, res, next) => {
  const sid = req.cookies.tarot_sid;
  if (!sid) {
    return res.status(401).json({ error: 'sign in first' });
  }
  try {
    const clientId = await redis.get(`sid:${sid}`);
    if (!clientId) {
      res.clearCookie('tarot_sid', COOKIE_OPTIONS);
      return res.status(401).json({ error: 'session expired' });
    }
    const readings = await redis.lrange(`readings:${clientId}`, 0, 19);
    res.json({ readings: readings.map((r) => JSON.parse(r)) });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, _next) => {
  if (err instanceof SignInError) {
    return res.status(err.status).json({ error: err.message });
  }
  console.error('[clients]', err.message, err.cause ? err.cause.message : '');
  res.status(500).json({ error: 'client service error' });
});

app.listen(Number(process.env.PORT) || 5000);
