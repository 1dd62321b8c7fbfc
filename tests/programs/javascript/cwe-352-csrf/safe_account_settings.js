// Express app serving the account settings page and handling email-change submissions
const express = require('express');
const session = require('express-session');
const csrf = require('csurf');
const users = require('./models/users');

const app = express();
app.set('view engine', 'pug');
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    name: 'acct.sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none' },
  })
);
const csrfProtection = csrf();

function requireLogin(req, res, next) {
  if (!req.session.userId) return res.redirect('/login');
  next();
}

function isEmail(value) {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}

app.get('/settings', requireLogin, csrfProtection, async (req, res) => {
  const user = await users.findById(req.session.userId);
  res.render('settings', { user, csrfToken: req.csrfToken() });
});

app.post('/settings/email', requireLogin, csrfProtection, async (req, res) => {
  const email = String(req.body.email || '').trim().toLowerCase();
  if (!isEmail(email)) {
    return res.status(400).render('settings', { error: 'Enter a valid email address', csrfToken: req.csrfToken() });
  }
  await users.updateEmail(req.session.userId, email);
  res.redirect(303, '/settings?updated=1');
});

module.exports = app;
