// Public library catalog sign-in flow that sends patrons back to the page they came from
const express = require('express');
const session = require('express-session');
const ils = require('./lib/ils-client');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: true,
  cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
}));

const DEFAULT_PAGE = '/account/loans';

const returnDestination = (value) => {
  if (typeof value !== 'string' || value === '') return DEFAULT_PAGE;
  return value.startsWith('/') ? value : DEFAULT_PAGE;
};

const rememberReturnTo = (req, _res, next) => {
  if (typeof req.query.returnTo === 'string') req.session.returnTo = req.query.returnTo;
  next();
};

const authenticatePatron = (card, pin) =>
  new Promise((resolve) => ils.verifyPatron(card, pin, (err, patron) => resolve(err ? null : patron)));

app.get('/login', rememberReturnTo, (_req, res) => res.sendFile('login.html', { root: 'public' }));

app.post('/login', async (req, res) => {
  const card = String(req.body.card || '').replace(/\s+/g, '');
  const patron = await authenticatePatron(card, String(req.body.pin || ''));
  if (!patron) return res.redirect(303, '/login?failed=1');
  const destination = returnDestination(req.session.returnTo);
  req.session.regenerate((err) => {
    if (err) return res.status(500).send('session error');
    req.session.patronId = patron.id;
    return res.redirect(303, destination);
  });
});

app.listen(8900);
