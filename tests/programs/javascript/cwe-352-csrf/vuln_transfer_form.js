// Express pages that let a signed-in customer move money between their own accounts.
const express = require('express');
const session = require('express-session');
const { accountsFor, transfer } = require('./ledger');

const APP_ORIGIN = process.env.APP_ORIGIN || 'https://bank.example.com';
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

function checkOrigin(req, res, next) {
  const referer = req.get('referer');
  if (referer && !referer.startsWith(APP_ORIGIN + '/')) {
    return res.status(403).send('Cross-site request rejected');
  }
  next();
}

app.get('/transfer', requireLogin, async (req, res) => {
  const accounts = await accountsFor(req.session.customerId);
  res.render('transfer', { accounts });
});

app.post('/transfer', requireLogin, checkOrigin, async (req, res) => {
  const amountCents = Math.round(Number(req.body.amount) * 100);
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    return res.status(400).render('transfer', { error: 'Enter a positive amount' });
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
