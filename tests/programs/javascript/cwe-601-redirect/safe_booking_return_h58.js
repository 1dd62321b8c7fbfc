// booking return (h58 set)
'use strict';

const crypto = require('node:crypto');
const express = require('express');

const bookings = new Map(); // reference -> { status, guest }

const STATUS_PAGES = {
  ok: (ref) => `/bookings/${encodeURIComponent(ref)}/confirmed`,
  cancelled: (ref) => `/bookings/${encodeURIComponent(ref)}/cancelled`,
  failed: (ref) => `/bookings/${encodeURIComponent(ref)}/payment-failed`,
};

const isLocalPath = (value) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

const pickReturnTarget = (requested, fallback) => (isLocalPath(requested) ? requested : fallback);

const loadBooking = (req, res, next) => {
  const booking = bookings.get(req.query.ref);
  if (!booking) return res.status(404).send('Unknown booking reference');
  req.booking = booking;
  return next();
};

const recordOutcome = (req, res, next) => {
  const status = Object.hasOwn(STATUS_PAGES, req.query.status) ? req.query.status : 'failed';
  bookings.set(req.query.ref, { ...req.booking, status, settledAt: new Date().toISOString() });
  res.locals.status = status;
  next();
};

const redirectGuest = (req, res) => {
  const fallback = STATUS_PAGES[res.locals.status](req.query.ref);
  res.redirect(303, pickReturnTarget(req.query.return_to, fallback));
};

const app = express();

app.post('/bookings', express.json(), (req, res) => {
  const ref = `SV${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
  bookings.set(ref, { status: 'pending', guest: String(req.body?.guest ?? '') });
  res.status(201).json({ ref });
});

app.get('/payment/complete', loadBooking, recordOutcome, redirectGuest);

app.get('/bookings/:ref/:outcome', (req, res) => {
  const booking = bookings.get(req.params.ref);
  res.json({ ref: req.params.ref, outcome: req.params.outcome, status: booking?.status ?? 'unknown' });
});

app.listen(Number(process.env.PORT) || 3000);
