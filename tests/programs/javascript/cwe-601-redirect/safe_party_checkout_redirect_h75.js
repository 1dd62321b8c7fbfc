// A roller-skating rink party checkout redirect program of the h75 set (cwe-601-redirect).
'use strict';

const express = require('express');
const cookieParser = require('cookie-parser');

const RINK_HOSTS = new Set(['rollerdome.example.com', 'parties.rollerdome.example.com']);
const DEFAULT_RETURN = '/parties/thanks';

class ReturnUrlError extends Error {
  constructor(value, reason) {
    super(`return url rejected (${reason})`);
    this.name = 'ReturnUrlError';
    this.value = value;
  }
}

function validateReturnUrl(value) {
  if (typeof value !== 'string' || value === '') {
    throw new ReturnUrlError(value, 'empty');
  }
  let url;
  try {
    url = new URL(value, 'https://rollerdome.example.com');
  } catch (err) {
    throw new ReturnUrlError(value, 'unparseable');
  }
  if (url.protocol !== 'https:') {
    throw new ReturnUrlError(value, `protocol ${url.protocol}`);
  }
  if (!RINK_HOSTS.has(url.hostname)) {
    throw new ReturnUrlError(value, `host ${url.hostname}`);
  }
  return url.toString();
}

function confirmPayment(sessionId, deposits) {
  const record = deposits.get(sessionId);
  if (!record) {
    const err = new Error('unknown checkout session');
    err.status = 404;
    throw err;
  }
  record.paid = true;
  return record;
}

const deposits = new Map();
const app = express();
app.use(cookieParser());

app.get('/parties/checkout/complete', (req, res, next) => {
  let party;
  try {
    party = confirmPayment(req.query.session_id, deposits);
  } catch (err) {
    return next(err);
  }

  let destination;
  try {
    destination = validateReturnUrl(req.query.return_to);
  } catch (err) {
    console.info(`[checkout] ${err.message}, sending guest to the thank-you page`);
    destination = DEFAULT_RETURN;
  }

  res.cookie('last_party', party.id, { httpOnly: true, sameSite: 'lax' });
  return res.redirect(302, destination);
});

app.post('/parties/:id/deposit', express.json(), (req, res) => {
  const sessionId = `cs_${req.params.id}_${Date.now()}`;
  deposits.set(sessionId, { id: req.params.id, amount: req.body.amount, paid: false });
  res.status(201).json({ sessionId });
});

app.use((err, req, res, _next) => {
  const status = err.status || 500;
  if (status === 500) {
    console.error('[checkout]', err);
  }
  res.status(status).json({ error: status === 500 ? 'checkout failed' : err.message });
});

app.listen(Number(process.env.PORT) || 4700);
