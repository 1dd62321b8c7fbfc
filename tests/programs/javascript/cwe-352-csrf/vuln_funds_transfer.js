// Express app for the online banking transfer form using server-side sessions
const express = require('express');
const session = require('express-session');
const crypto = require('crypto');
const { transferFunds, listAccounts } = require('./services/ledger');

const app = express();
app.set('trust proxy', 1);
app.set('view engine', 'ejs');
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none' },
  }),
);

function requireLogin(req, res, next) {
  if (!req.session.userId) return res.redirect('/login');
  next();
}

function csrfToken(req) {
  if (!req.session.csrf) {
    req.session.csrf = crypto.randomBytes(32).toString('hex');
  }
  return req.session.csrf;
}

function checkCsrf(req, res, next) {
  const sent = req.body._csrf;
  if (sent && sent !== req.session.csrf) {
    return res.status(403).send('Invalid form token');
  }
  next();
}

app.get('/transfer', requireLogin, async (req, res) => {
  const accounts = await listAccounts(req.session.userId);
  res.render('transfer', { accounts, csrfToken: csrfToken(req) });
});

app.post('/transfer', requireLogin, checkCsrf, async (req, res, next) => {
  try {
    const amountCents = Math.round(Number(req.body.amount) * 100);
    if (!Number.isFinite(amountCents) || amountCents <= 0) {
      return res.status(400).send('Invalid amount');
    }
    await transferFunds({
      userId: req.session.userId,
      fromAccount: req.body.from,
      toIban: req.body.toIban,
      amountCents,
    });
    res.redirect('/transfer?done=1');
  } catch (err) {
    next(err);
  }
});

app.listen(Number(process.env.PORT) || 3000);
