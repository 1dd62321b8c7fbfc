'use strict';

const express = require('express');
const path = require('path');
const db = require('../lib/db');
const auth = require('../lib/auth');
const config = require('../config');

const router = express.Router();

router.post('/login', async (req, res) => {
  const user = await db.findUserByEmail(String(req.body.email || ''));
  if (!user || !auth.verifyPassword(String(req.body.password || ''), user.password_hash)) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  res.cookie('theme', req.body.theme === 'dark' ? 'dark' : 'light', { httpOnly: false, sameSite: 'lax' });
  res.json({ token: auth.issueToken(user) });
});

router.post('/password-reset', async (req, res) => {
  const user = await db.findUserByEmail(String(req.body.email || ''));
  if (user) await db.setResetToken(user.id, auth.resetToken());
  res.json({ ok: true });
});

router.get('/orders', auth.requireUser, async (req, res) => {
  res.json(await db.ordersOf(req.user.sub));
});

router.get('/invoices/:file', auth.requireUser, (req, res) => {
  res.sendFile(path.join(config.invoiceDir, req.params.file));
});

router.get('/invoices/:id/latest', auth.requireUser, async (req, res) => {
  const orders = await db.ordersOf(req.user.sub);
  const order = orders.find((o) => String(o.id) === req.params.id);
  if (!order) return res.status(404).end();
  const file = path.resolve(config.invoiceDir, path.basename(order.invoice_file));
  if (!file.startsWith(path.resolve(config.invoiceDir) + path.sep)) return res.status(400).end();
  res.sendFile(file);
});

module.exports = router;
