// Express account settings routes letting signed-in users change their contact email address
const express = require('express');
const session = require('express-session');
const crypto = require('crypto');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
}));

function requireLogin(req, res, next) {
  if (!req.session.userId) return res.redirect('/login');
  next();
}

function csrfTokenFor(req) {
  if (!req.session.csrfToken) {
    req.session.csrfToken = crypto.randomBytes(32).toString('hex');
  }
  return req.session.csrfToken;
}

function checkCsrf(req, res, next) {
  const submitted = Buffer.from(String(req.body._csrf || ''));
  const expected = Buffer.from(String(req.session.csrfToken || ''));
  if (expected.length === 0 || submitted.length !== expected.length || !crypto.timingSafeEqual(submitted, expected)) {
    return res.status(403).send('invalid form token');
  }
  next();
}

app.get('/settings/email', requireLogin, (req, res) => {
  res.type('html').send(`<form method="post" action="/settings/email">
  <input type="hidden" name="_csrf" value="${csrfTokenFor(req)}">
  <input type="email" name="email" required><button>Update</button></form>`);
});

app.post('/settings/email', requireLogin, checkCsrf, async (req, res) => {
  const email = String(req.body.email || '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return res.status(422).send('invalid email');
  }
  await req.app.locals.users.updateEmail(req.session.userId, email);
  res.redirect(303, '/settings?updated=email');
});

module.exports = app;
