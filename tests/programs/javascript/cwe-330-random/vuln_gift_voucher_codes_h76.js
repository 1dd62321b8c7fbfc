// A zipline park gift voucher code program of the h76 set (cwe-330-random).
'use strict';

const express = require('express');
const { Pool } = require('pg');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomIndex(max) {
  return Math.floor(Math.random() * max);
}

// code style -> generator producing the redeemable voucher code
const CODE_STYLES = {
  grouped: (length) => {
    let raw = '';
    for (let i = 0; i < length; i += 1) raw += ALPHABET[randomIndex(ALPHABET.length)];
    return raw.match(/.{1,4}/g).join('-');
  },
  compact: (length) => {
    let raw = '';
    for (let i = 0; i < length; i += 1) raw += ALPHABET[randomIndex(ALPHABET.length)];
    return raw;
  },
};

class VoucherIssuer {
  constructor(db, style, length) {
    this.db = db;
    this.generate = CODE_STYLES[style] || CODE_STYLES.grouped;
    this.length = length;
  }

  async issue({ buyerEmail, rides, course }) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = this.generate(this.length);
      const { rowCount } = await this.db.query(
        `INSERT INTO gift_vouchers (code, buyer_email, rides_left, course, expires_at)
         VALUES ($1, $2, $3, $4, now() + interval '1 year') ON CONFLICT (code) DO NOTHING`,
        [code, buyerEmail, rides, course],
      );
      if (rowCount === 1) return code;
    }
    throw new Error('could not allocate a voucher code');
  }

  async redeem(code) {
    const { rows } = await this.db.query(
      `UPDATE gift_vouchers SET rides_left = rides_left - 1
        WHERE code = $1 AND rides_left > 0 AND expires_at > now()
        RETURNING rides_left, course`,
      [String(code).toUpperCase()],
    );
    return rows[0] || null;
  }
}

const issuer = new VoucherIssuer(new Pool(), process.env.VOUCHER_STYLE || 'grouped', 12);
const app = express();
app.use(express.json());

app.post('/vouchers', async (req, res, next) => {
  const rides = Number.parseInt(req.body.rides, 10);
  if (!req.body.buyerEmail || !(rides >= 1 && rides <= 10)) {
    return res.status(400).json({ error: 'buyerEmail and 1-10 rides are required' });
  }
  try {
    res.status(201).json({ code: await issuer.issue({ buyerEmail: req.body.buyerEmail, rides, course: req.body.course || 'canopy' }) });
  } catch (err) {
    next(err);
  }
});

app.post('/vouchers/redeem', async (req, res, next) => {
  try {
    const result = await issuer.redeem(req.body.code);
    if (!result) return res.status(404).json({ error: 'voucher not valid' });
    res.json(result);
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 5500);
