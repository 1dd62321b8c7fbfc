// Express app serving the account settings page where users change their email address
const express = require('express');
const session = require('express-session');
const cookieParser = require('cookie-parser');
const csrf = require('csurf');
const { users } = require('./store');

const app = express();
app.set('view engine', 'pug');
app.use(cookieParser());
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    name: 'sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, maxAge: 2 * 3600 * 1000 },
  }),
);

function requireLogin(req, res, next) {
  if (!req.session.userId) {
    return res.redirect('/login');
  }
  next();
}

app.post('/settings/email', requireLogin, async (req, res) => {
  const email = String(req.body.email || '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return res.status(422).render('settings', { error: 'Enter a valid email address', email });
  }
  await users.updateEmail(req.session.userId, email);
  res.redirect(303, '/settings?saved=1');
});

app.use(csrf());

app.get('/settings', requireLogin, async (req, res) => {
  const user = await users.findById(req.session.userId);
  res.render('settings', { email: user.email, saved: req.query.saved === '1', csrfToken: req.csrfToken() });
});

module.exports = app;
