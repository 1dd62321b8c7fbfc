// Employee self-service route for changing the bank account that salary is paid into
const crypto = require('crypto');
const express = require('express');
const session = require('express-session');
const { employees } = require('./hr-db');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.ESS_SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'none' },
}));

function issueCsrfToken(req) {
  if (!req.session.csrfToken) {
    req.session.csrfToken = crypto.randomBytes(32).toString('hex');
  }
  return req.session.csrfToken;
}

function tokenMatches(req) {
  const sent = Buffer.from(String(req.body._csrf || ''));
  const expected = Buffer.from(req.session.csrfToken || '');
  return expected.length > 0 && sent.length === expected.length && crypto.timingSafeEqual(sent, expected);
}

function requireEmployee(req, res, next) {
  if (!req.session.employeeId) return res.redirect(303, '/sign-in');
  next();
}

app.get('/payout-account', requireEmployee, (req, res) => {
  const token = issueCsrfToken(req);
  res.type('html').send(`<form method="post" action="/payout-account">
    <input type="hidden" name="_csrf" value="${token}">
    IBAN <input name="iban"> Holder <input name="holder"> <button>Save</button></form>`);
});

app.post('/payout-account', requireEmployee, async (req, res) => {
  if (!tokenMatches(req)) {
    req.log?.warn({ employeeId: req.session.employeeId }, 'payout change with bad csrf token');
    return res.status(403).send('Form expired, please reload and try again');
  }
  const iban = String(req.body.iban || '').replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) {
    return res.status(400).send('IBAN not recognised');
  }
  await employees.updatePayoutAccount(req.session.employeeId, { iban, holder: String(req.body.holder || '') });
  res.redirect(303, '/payout-account?saved=1');
});

app.listen(Number(process.env.PORT) || 3900);
