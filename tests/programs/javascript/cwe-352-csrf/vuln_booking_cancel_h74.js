// A booking cancel program of the h74 set (cwe-352-csrf).
'use strict';

const express = require('express');
const session = require('express-session');
const { randomBytes, timingSafeEqual } = require('node:crypto');
const { setTimeout: sleep } = require('node:timers/promises');

const app = express();
app.set('trust proxy', 1);
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    name: 'rider.sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    // The booking widget runs inside partner hotel pages, so the cookie must be cross-site.
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 4 * 60 * 60 * 1000 },
  }),
);

const bookings = new Map([
  ['BK-7781', { owner: 'cust_31', tour: 'Riverside Sunset Glide', date: '2025-06-14', status: 'confirmed', paid: 89 }],
]);

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function checkCsrf(req) {
  // Pick up the latest session data; another tab may have rotated the token.
  await new Promise((resolve, reject) => req.session.reload((err) => (err ? reject(err) : resolve())));
  const expected = req.session.csrfToken;
  const provided = req.get('x-csrf-token') || req.body?._csrf;
  if (!expected || typeof provided !== 'string') throw new Error('missing csrf token');
  const a = Buffer.from(expected);
  const b = Buffer.from(provided);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new Error('csrf token mismatch');
}

function csrfGuard(req, res, next) {
  if (READ_ONLY_METHODS.has(req.method)) return next();
  checkCsrf(req).catch((err) => {
    console.warn(`rejected ${req.method} ${req.path}: ${err.message}`);
    if (!res.headersSent) res.status(403).json({ error: 'your form expired, please reload the page' });
  });
  next();
}

function requireCustomer(req, res, next) {
  if (!req.session.customerId) return res.status(401).json({ error: 'please sign in' });
  next();
}

app.get('/csrf-token', requireCustomer, (req, res) => {
  if (!req.session.csrfToken) req.session.csrfToken = randomBytes(32).toString('hex');
  res.json({ csrfToken: req.session.csrfToken });
});

app.use(csrfGuard);

async function refund(booking) {
  await sleep(20); // payment provider call
  return { amount: booking.paid, reference: `RF-${Date.now()}` };
}

app.post('/bookings/:ref/cancel', requireCustomer, async (req, res) => {
  const booking = bookings.get(req.params.ref);
  if (!booking || booking.owner !== req.session.customerId) {
    return res.status(404).json({ error: 'booking not found' });
  }
  if (booking.status !== 'confirmed') {
    return res.status(409).json({ error: `booking is already ${booking.status}` });
  }
  booking.status = 'cancelled';
  const receipt = await refund(booking);
  if (!res.headersSent) res.json({ ref: req.params.ref, status: booking.status, refund: receipt });
});

app.get('/bookings', requireCustomer, (req, res) => {
  const mine = [...bookings.entries()]
    .filter(([, b]) => b.owner === req.session.customerId)
    .map(([ref, b]) => ({ ref, tour: b.tour, date: b.date, status: b.status }));
  res.json(mine);
});

app.listen(Number(process.env.PORT || 3520), () => console.log('booking account area up'));
