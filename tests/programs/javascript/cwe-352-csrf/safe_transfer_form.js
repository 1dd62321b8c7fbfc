// Express pages that let a signed-in customer move money between their own accounts.
const crypto = require('crypto');
const express = require('express');
const session = require('express-session');
const { accountsFor, transfer } = require('./ledger');

const app = express();
app.set('trust proxy', 1);
app.set('view engine', 'pug');
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, maxAge: 30 * 60 * 1000 },
  })
);

function requireLogin(req, res, next) {
  if (!req.session.customerId) return res.redirect('/login');
  next();
}

function csrfToken(req) {
  if (!req.session.csrfToken) req.session.csrfToken = crypto.randomBytes(32).toString('hex');
  return req.session.csrfToken;
}

function verifyCsrf(req, res, next) {
  const expected = Buffer.from(String(req.session.csrfToken || ''));
  const provided = Buffer.from(String(req.body._csrf || ''));
  if (expected.length === 0 || expected.length !== provided.length || !crypto.timingSafeEqual(expected, provided)) {
    return res.status(403).send('Invalid form token');
  }
  next();
}

app.get('/transfer', requireLogin, async (req, res) => {
  const accounts = await accountsFor(req.session.customerId);
  res.render('transfer', { accounts, csrfToken: csrfToken(req) });
});

app.post('/transfer', requireLogin, verifyCsrf, async (req, res) => {
  const amountCents = Math.round(Number(req.body.amount) * 100);
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    return res.status(400).render('transfer', { error: 'Enter a positive amount', csrfToken: csrfToken(req) });
  }
  await transfer({
    customerId: req.session.customerId,
    from: String(req.body.fromAccount),
    to: String(req.body.toAccount),
    amountCents,
  });
  res.redirect(303, '/transfer?done=1');
});

module.exports = app;
