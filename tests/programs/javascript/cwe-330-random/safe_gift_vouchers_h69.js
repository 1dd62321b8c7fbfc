// A gift vouchers program of the h69 set (cwe-330-random).
const express = require('express');
const crypto = require('node:crypto');
const { EventEmitter } = require('node:events');

const app = express();
app.use(express.json());

const shopEvents = new EventEmitter();
const orders = new Map();
const vouchers = new Map();

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function voucherCode(length = 12) {
  let code = '';
  for (let i = 0; i < length; i += 1) {
    code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  }
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

shopEvents.on('order:paid', ({ orderId, email, lines }) => {
  const issued = [];
  for (const line of lines) {
    if (line.kind !== 'voucher') continue;
    for (let n = 0; n < line.qty; n += 1) {
      let code = voucherCode();
      while (vouchers.has(code)) code = voucherCode();
      vouchers.set(code, { orderId, valuePence: line.valuePence, balancePence: line.valuePence, issuedTo: email });
      issued.push(code);
    }
  }
  const order = orders.get(orderId);
  if (order) order.voucherCodes = issued;
  shopEvents.emit('vouchers:issued', { orderId, email, count: issued.length });
});

shopEvents.on('vouchers:issued', ({ orderId, email, count }) => {
  if (count) console.log(`[mailer] queued ${count} voucher email(s) for ${email} (order ${orderId})`);
});

app.post('/orders', (req, res) => {
  const { email, lines } = req.body || {};
  if (!email || !Array.isArray(lines) || !lines.length) {
    return res.status(400).json({ error: 'email and lines required' });
  }
  const orderId = `HH${orders.size + 1001}`;
  orders.set(orderId, { email, lines, paid: false, voucherCodes: [] });
  res.status(201).json({ orderId });
});

// Called by the card processor once the payment has settled.
app.post('/orders/:orderId/paid', (req, res) => {
  const order = orders.get(req.params.orderId);
  if (!order) return res.status(404).json({ error: 'unknown order' });
  if (order.paid) return res.status(200).json({ status: 'already processed' });
  order.paid = true;
  shopEvents.emit('order:paid', { orderId: req.params.orderId, email: order.email, lines: order.lines });
  res.json({ status: 'ok', vouchers: order.voucherCodes.length });
});

app.get('/vouchers/:code/balance', (req, res) => {
  const v = vouchers.get(req.params.code.toUpperCase());
  if (!v) return res.status(404).json({ error: 'voucher not recognised' });
  res.json({ balancePence: v.balancePence });
});

app.listen(Number(process.env.PORT) || 3910);
