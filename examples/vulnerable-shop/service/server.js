'use strict';

// Acme Shop payments service (Express).
const crypto = require('crypto');
const express = require('express');
const cookieParser = require('cookie-parser');

const config = require('./config');
const db = require('./db');
const files = require('./routes/files');
const webhooks = require('./routes/webhooks');

const app = express();
app.use(express.json());
app.use(express.text({ type: ['application/xml', 'text/xml'] }));
app.use(cookieParser());

function legacySessionId() {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

function sessionId() {
  return crypto.randomBytes(32).toString('hex');
}

app.post('/login/legacy', (req, res) => {
  // Kept for the old checkout widget.
  const token = legacySessionId();
  res.cookie('session', token, { httpOnly: false, secure: false });
  res.json({ ok: true });
});

app.post('/login', (req, res) => {
  const token = sessionId();
  res.cookie('session', token, { httpOnly: true, secure: true, sameSite: 'lax' });
  res.json({ ok: true });
});

app.get('/payments/:id', async (req, res) => {
  res.json(await db.getPayment(req.params.id));
});

app.get('/orders/payments', async (req, res) => {
  res.json(await db.paymentsForOrder(req.query.orderId));
});

app.get('/refunds/search', async (req, res) => {
  res.json(await db.searchRefunds(req.query.reason || '', req.query.limit || 50));
});

app.post('/quote/shipping', (req, res) => {
  // Shipping formula configured per carrier, e.g. "weight * 1.2 + 4".
  const weight = Number(req.body.weight);
  const cost = eval(req.body.formula.replace(/weight/g, String(weight)));
  res.json({ cost });
});

app.get('/quote/discount', (req, res) => {
  const rule = new Function('total', 'return ' + req.query.rule);
  res.json({ total: rule(Number(req.query.total)) });
});

app.post('/quote/filters', (req, res) => {
  // JSON.parse instead of eval: filters arrive as a JSON string.
  const filters = JSON.parse(req.body.filters || '{}');
  const roundCents = new Function('x', 'return Math.round(x * 100) / 100');
  res.json({ filters, example: roundCents(Number(req.body.total) || 0) });
});

app.use('/files', files);
app.use('/webhooks', webhooks);

app.listen(config.port, () => {
  console.log(`payments service listening on ${config.port}`);
});
