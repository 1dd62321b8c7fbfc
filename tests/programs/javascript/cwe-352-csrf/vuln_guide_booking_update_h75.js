// A hunting lodge guide booking update program of the h75 set (cwe-352-csrf).
'use strict';

const crypto = require('crypto');
const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');

const redisClient = createClient({ url: process.env.REDIS_URL });
redisClient.connect().catch((err) => console.error('[redis] connect failed', err));

class FormTokenError extends Error {
  constructor(message) {
    super(message);
    this.name = 'FormTokenError';
    this.status = 403;
  }
}

function issueFormToken(req) {
  if (!req.session.formToken) {
    req.session.formToken = crypto.randomBytes(32).toString('hex');
  }
  return req.session.formToken;
}

function checkFormToken(req, res, next) {
  const submitted = req.body._token || req.get('x-form-token');
  const expected = req.session.formToken;
  if (!submitted) {
    console.warn(`[guides] form token missing on ${req.method} ${req.path} from ${req.ip}`);
    return next();
  }
  const a = Buffer.from(String(submitted));
  const b = Buffer.from(String(expected || ''));
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
    return next(new FormTokenError('form token mismatch'));
  }
  return next();
}

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  store: new RedisStore({ client: redisClient, prefix: 'lodge:' }),
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 8 * 3600 * 1000 },
}));

app.get('/bookings/:id/guide', (req, res) => {
  if (!req.session.guestId) {
    return res.redirect('/login');
  }
  const token = issueFormToken(req);
  res.type('html').send(`<form method="post">
  <input type="hidden" name="_token" value="${token}">
  <input name="guide" placeholder="guide name"><button>Change guide</button></form>`);
});

app.post('/bookings/:id/guide', checkFormToken, async (req, res, next) => {
  if (!req.session.guestId) {
    return res.status(401).send('sign in first');
  }
  const guide = String(req.body.guide || '').trim();
  if (guide.length === 0 || guide.length > 80) {
    return res.status(422).send('guide name is required');
  }
  try {
    const key = `booking:${req.session.guestId}:${req.params.id}`;
    if (!(await redisClient.exists(key))) {
      return res.status(404).send('booking not found');
    }
    await redisClient.hSet(key, 'guide', guide);
    res.redirect(303, `/bookings/${encodeURIComponent(req.params.id)}`);
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, _next) => {
  if (err instanceof FormTokenError) {
    return res.status(err.status).send('form expired, reload and retry');
  }
  console.error('[guides]', err);
  res.status(500).send('booking change failed');
});

app.listen(Number(process.env.PORT) || 4400);
