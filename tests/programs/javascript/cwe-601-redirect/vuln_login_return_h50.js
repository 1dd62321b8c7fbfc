// Express login form handler that signs the user in and sends them back to the page they came from.
const express = require('express');
const session = require('express-session');
const { verifyLogin } = require('./accounts');

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 8 * 3600 * 1000 },
  })
);

const DEFAULT_TARGET = '/dashboard';

function returnTarget(raw) {
  if (typeof raw === 'string' && raw.startsWith('/')) {
    return raw;
  }
  return DEFAULT_TARGET;
}

app.post('/login', async (req, res, next) => {
  const { username, password, returnTo } = req.body;
  try {
    const account = await verifyLogin(String(username || ''), String(password || ''));
    if (!account) {
      return res.status(401).render('login', { error: 'Invalid username or password', returnTo });
    }
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.accountId = account.id;
      res.redirect(303, returnTarget(returnTo));
    });
  } catch (err) {
    next(err);
  }
});

module.exports = app;
