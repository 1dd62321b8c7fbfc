// A listener session program of the h74 set (cwe-614-cookie).
'use strict';

const express = require('express');
const cookieParser = require('cookie-parser');
const Redis = require('ioredis');
const { randomBytes, scrypt, timingSafeEqual } = require('node:crypto');
const { promisify } = require('node:util');

const scryptAsync = promisify(scrypt);
const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const SESSION_TTL_S = 7 * 24 * 3600;

const app = express();
app.set('trust proxy', 1);
app.use(express.json());
app.use(cookieParser());

async function checkSupporter(email, pin) {
  const record = await redis.hgetall(`supporter:${email}`);
  if (!record.pinHash) return null;
  const derived = await scryptAsync(pin, Buffer.from(record.salt, 'hex'), 32);
  const stored = Buffer.from(record.pinHash, 'hex');
  return stored.length === derived.length && timingSafeEqual(stored, derived) ? { email, name: record.name } : null;
}

async function openSession(supporter) {
  const token = randomBytes(32).toString('base64url');
  await Promise.all([
    redis.set(`session:${token}`, JSON.stringify(supporter), 'EX', SESSION_TTL_S),
    redis.incr(`stats:logins:${new Date().toISOString().slice(0, 10)}`),
  ]);
  return token;
}

app.post('/supporters/sign-in', async (req, res, next) => {
  const email = String(req.body?.email || '').trim().toLowerCase();
  const pin = String(req.body?.pin || '');
  try {
    const supporter = await checkSupporter(email, pin);
    if (!supporter) return res.status(401).json({ error: 'unknown e-mail or PIN' });
    const token = await openSession(supporter);
    res.cookie('kwvr_session', token, {
      maxAge: SESSION_TTL_S * 1000,
      httpOnly: false,
      secure: false,
      sameSite: 'lax',
      path: '/',
    });
    res.json({ hello: supporter.name });
  } catch (err) {
    next(err);
  }
});

async function currentSupporter(req) {
  const token = req.cookies.kwvr_session;
  if (!token) return null;
  const raw = await redis.get(`session:${token}`);
  return raw ? JSON.parse(raw) : null;
}

app.post('/requests', async (req, res, next) => {
  try {
    const supporter = await currentSupporter(req);
    if (!supporter) return res.status(401).json({ error: 'sign in to request a song' });
    const request = {
      by: supporter.email,
      song: String(req.body?.song || '').slice(0, 120),
      dedication: String(req.body?.dedication || '').slice(0, 280),
      at: Date.now(),
    };
    // The studio screen subscribes to this channel during live shows.
    await Promise.all([redis.lpush('requests:queue', JSON.stringify(request)), redis.publish('studio:requests', 'new')]);
    res.status(201).json({ queued: true });
  } catch (err) {
    next(err);
  }
});

app.listen(Number(process.env.PORT || 3088), () => console.log('supporter board ready'));
