// Express routes for the embeddable payments widget that moves funds between a member's accounts
const express = require('express');
const session = require('express-session');
const { ledger } = require('./ledger');

const app = express();
app.set('trust proxy', 1);
app.use(session({
  name: 'widget.sid',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 30 * 60 * 1000 },
}));
app.use(express.urlencoded({ extended: false }));

function requireMember(req, res, next) {
  if (!req.session.memberId) return res.status(401).send('Please sign in');
  next();
}

function renderForm(accounts) {
  const options = accounts.map((a) => `<option value="${a.id}">${a.id.slice(-4)}</option>`).join('');
  return `<form method="post" action="/widget/transfer">
  <select name="from">${options}</select> <select name="to">${options}</select>
  <input name="amount" type="number" step="0.01" min="0.01"> <button>Transfer</button>
</form>`;
}

app.get('/widget/transfer', requireMember, async (req, res) => {
  const accounts = await ledger.accountsFor(req.session.memberId);
  res.type('html').send(renderForm(accounts));
});

app.post('/widget/transfer', requireMember, async (req, res) => {
  const amountCents = Math.round(Number(req.body.amount) * 100);
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    return res.status(400).send('Invalid amount');
  }
  const ok = await ledger.transfer(req.session.memberId, String(req.body.from), String(req.body.to), amountCents);
  res.status(ok ? 200 : 422).send(ok ? 'Transfer complete' : 'Transfer rejected');
});

module.exports = app;
