// A shoeing deposit program of the h69 set (cwe-319-cleartext).
const express = require('express');
const crypto = require('node:crypto');

const app = express();
app.use(express.json());

const PROCESSOR_URL = 'http://gateway.paddockpay.co.uk/v3/charges';
const VISIT_DEPOSIT_PENCE = { trim: 1000, front: 2500, full: 4000, remedial: 6000 };

// Pull the booking and card details out of the request once.
function bookingContext(req, res, next) {
  const { owner, horse, visitType, card } = req.body || {};
  if (!owner || !horse || !VISIT_DEPOSIT_PENCE[visitType]) {
    return res.status(400).json({ error: 'owner, horse and a known visit type are required' });
  }
  if (!card || !/^\d{12,19}$/.test(String(card.number)) || !/^\d{3,4}$/.test(String(card.cvc))) {
    return res.status(400).json({ error: 'card details incomplete' });
  }
  req.ctx = {
    bookingRef: `SHOE-${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
    owner: String(owner),
    horse: String(horse),
    visitType,
    amount: VISIT_DEPOSIT_PENCE[visitType],
    card: { number: String(card.number), cvc: String(card.cvc), expiry: String(card.expiry || '') },
  };
  next();
}

async function chargeDeposit(ctx) {
  const response = await fetch(PROCESSOR_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': ctx.bookingRef,
      Authorization: `Basic ${Buffer.from(`${process.env.PADDOCKPAY_ID}:${process.env.PADDOCKPAY_SECRET}`).toString('base64')}`,
    },
    body: JSON.stringify({
      amount: ctx.amount,
      currency: 'GBP',
      reference: ctx.bookingRef,
      description: `Farrier deposit - ${ctx.horse}`,
      card: ctx.card,
    }),
    signal: AbortSignal.timeout(10000),
  });
  const body = await response.json().catch(() => ({}));
  return { ok: response.ok, status: body.status, chargeId: body.id };
}

app.post('/bookings', bookingContext, async (req, res) => {
  try {
    const result = await chargeDeposit(req.ctx);
    if (!result.ok) {
      return res.status(402).json({ booking: req.ctx.bookingRef, error: 'deposit declined' });
    }
    res.status(201).json({
      booking: req.ctx.bookingRef,
      horse: req.ctx.horse,
      visit: req.ctx.visitType,
      depositPence: req.ctx.amount,
      charge: result.chargeId,
    });
  } catch (err) {
    console.error(`deposit for ${req.ctx.bookingRef} failed: ${err.message}`);
    res.status(503).json({ error: 'card processor unreachable, try again' });
  }
});

app.listen(Number(process.env.PORT) || 3090);
