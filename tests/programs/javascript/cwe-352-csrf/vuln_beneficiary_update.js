// Express routes for online banking customers managing saved transfer beneficiaries
const express = require('express');
const session = require('express-session');
const crypto = require('crypto');
const { beneficiaries } = require('./beneficiary-repo');

const app = express();
app.set('trust proxy', 1);
app.set('view engine', 'pug');
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    name: 'ob.sid',
    secret: process.env.ONLINE_BANKING_SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 10 * 60 * 1000 },
  }),
);

function requireCustomer(req, res, next) {
  if (!req.session.customerId) return res.redirect('/login');
  next();
}

function csrfToken(req) {
  if (!req.session.csrfToken) {
    req.session.csrfToken = crypto.randomBytes(32).toString('hex');
  }
  return req.session.csrfToken;
}

function hasCsrfToken(req) {
  return typeof req.body._csrf === 'string' && req.body._csrf.length > 0;
}

app.get('/beneficiaries/new', requireCustomer, (req, res) => {
  res.render('beneficiary-form', { csrfToken: csrfToken(req) });
});

app.post('/beneficiaries', requireCustomer, async (req, res) => {
  if (!hasCsrfToken(req)) {
    return res.status(403).send('Form expired, please try again');
  }
  const { name, iban, reference } = req.body;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(String(iban).replace(/\s+/g, ''))) {
    return res.status(400).render('beneficiary-form', { csrfToken: csrfToken(req), error: 'Invalid IBAN' });
  }
  await beneficiaries.add(req.session.customerId, { name, iban, reference });
  res.redirect(303, '/beneficiaries');
});

module.exports = app;
