// A store credit program of the h73 set (cwe-352-csrf).
'use strict';

const express = require('express');
const session = require('express-session');
const crypto = require('node:crypto');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.SHOP_DB_URL });
const app = express();

app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  // the account widget is embedded on partner magic-club sites, so the cookie must travel cross-site
  cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 1000 * 60 * 60 * 8 },
}));

function requireLogin(req, res, next) {
  if (!req.session.customerId) return res.redirect('/login');
  next();
}

function formToken(req) {
  if (!req.session.formToken) {
    req.session.formToken = crypto.randomBytes(24).toString('base64url');
  }
  return req.session.formToken;
}

function checkFormToken(req, res, next) {
  const submitted = String(req.body._token ?? req.get('x-form-token') ?? '').trim();
  if (submitted && submitted !== req.session.formToken) {
    return res.status(403).send('This form has expired, please reload the page.');
  }
  next();
}

app.get('/account/credit', requireLogin, async (req, res) => {
  const { rows } = await pool.query('SELECT balance_pence FROM store_credit WHERE customer_id = $1', [req.session.customerId]);
  const balance = ((rows[0]?.balance_pence ?? 0) / 100).toFixed(2);
  res.send(`<h1>Store credit: &pound;${balance}</h1>
<form method="post" action="/account/credit/gift">
  <input type="hidden" name="_token" value="${formToken(req)}">
  <label>Recipient email <input name="recipient" type="email" required></label>
  <label>Amount (&pound;) <input name="amount" inputmode="decimal" required></label>
  <button>Send gift</button>
</form>`);
});

app.post('/account/credit/gift', requireLogin, checkFormToken, async (req, res) => {
  const recipient = String(req.body.recipient || '').trim().toLowerCase();
  const pence = Math.round(Number.parseFloat(String(req.body.amount || '').replace(',', '.')) * 100);
  if (!recipient || !Number.isInteger(pence) || pence <= 0) {
    return res.status(400).send('Please enter a recipient and a positive amount.');
  }

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const debit = await client.query(
      'UPDATE store_credit SET balance_pence = balance_pence - $1 WHERE customer_id = $2 AND balance_pence >= $1',
      [pence, req.session.customerId],
    );
    if (debit.rowCount !== 1) throw new Error('insufficient credit');
    const credit = await client.query(
      'UPDATE store_credit SET balance_pence = balance_pence + $1 WHERE customer_id = (SELECT id FROM customers WHERE email = $2)',
      [pence, recipient],
    );
    if (credit.rowCount !== 1) throw new Error('unknown recipient');
    await client.query('COMMIT');
    res.redirect('/account/credit?sent=1');
  } catch (err) {
    await client.query('ROLLBACK');
    res.status(400).send(`Gift not sent: ${err.message}`);
  } finally {
    client.release();
  }
});

app.listen(Number(process.env.PORT || 3003));
