// A concession orders program of the h72 set (cwe-352-csrf).
'use strict';

const express = require('express');
const session = require('express-session');
const crypto = require('node:crypto');

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(express.json());
app.use(
  session({
    name: 'reel_sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    // the ordering page is framed by the ticketing partner's site
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 6 * 60 * 60 * 1000 },
  }),
);

function csrfTokenFor(req) {
  req.session.csrf ??= crypto.randomBytes(24).toString('base64url');
  return req.session.csrf;
}

function csrfMatches(req) {
  const sent = Buffer.from(String(req.get('x-csrf-token') ?? req.body?._csrf ?? ''));
  const expected = Buffer.from(String(req.session.csrf ?? ''));
  return expected.length > 0 && sent.length === expected.length && crypto.timingSafeEqual(sent, expected);
}

// Route wrappers: every handler gets the signed-in patron; state-changing ones also the token check.
const Actions = {
  patron(handler) {
    return (req, res, next) => {
      if (!req.session.patronId) return res.status(401).json({ error: 'sign in first' });
      Promise.resolve(handler(req, res)).catch(next);
    };
  },

  mutation(handler) {
    return Actions.patron((req, res) => {
      if (!csrfMatches(req)) return res.status(403).json({ error: 'stale form, reload the page' });
      return handler(req, res);
    });
  },
};

const orders = new Map();
const patrons = new Map([['p-1001', { id: 'p-1001', stall: 'B14' }]]);

app.get('/session', Actions.patron((req, res) => {
  res.json({ patron: patrons.get(req.session.patronId), csrf: csrfTokenFor(req) });
}));

app.post('/orders', Actions.mutation((req, res) => {
  const items = Array.isArray(req.body.items) ? req.body.items.map(String).slice(0, 20) : [];
  if (items.length === 0) return res.status(422).json({ error: 'empty order' });
  const id = crypto.randomUUID();
  const patron = patrons.get(req.session.patronId);
  orders.set(id, { id, patronId: patron.id, items, stall: patron.stall, status: 'queued' });
  res.status(201).json(orders.get(id));
}));

// Runners bring food to the stall on file; patrons move when they change screens.
app.post('/patron/stall', Actions.mutation((req, res) => {
  const stall = String(req.body.stall ?? '').toUpperCase();
  if (!/^[A-F]\d{1,2}$/.test(stall)) return res.status(422).json({ error: 'unknown stall' });
  patrons.get(req.session.patronId).stall = stall;
  res.json({ stall });
}));

app.post('/orders/:id/cancel', Actions.mutation((req, res) => {
  const order = orders.get(req.params.id);
  if (!order || order.patronId !== req.session.patronId) return res.status(404).json({ error: 'no such order' });
  if (order.status !== 'queued') return res.status(409).json({ error: 'already being prepared' });
  order.status = 'cancelled';
  res.json(order);
}));

app.listen(Number(process.env.PORT ?? 8050));
