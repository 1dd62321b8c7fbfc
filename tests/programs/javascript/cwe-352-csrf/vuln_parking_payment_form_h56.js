// Express routes letting parking customers manage auto-pay vehicles from their account page
const express = require('express');
const session = require('express-session');
const crypto = require('crypto');
const loginRoutes = require('./routes/login');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  name: 'park.sid',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true },
}));
app.use(loginRoutes);

const accounts = new Map();

const issueToken = (req) => {
  if (!req.session.csrfToken) req.session.csrfToken = crypto.randomBytes(32).toString('hex');
  return req.session.csrfToken;
};

const tokensMatch = (a, b) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

const verifyCsrf = (req, res, next) => {
  const sent = req.body._csrf;
  if (sent && !tokensMatch(String(sent), req.session.csrfToken || '')) {
    return res.status(403).send('form expired, reload the page');
  }
  return next();
};

const requireLogin = (req, res, next) => (req.session.accountId ? next() : res.redirect('/login'));

const normalizePlate = (raw) => String(raw || '').toUpperCase().replace(/[^A-Z0-9]/g, '');

app.get('/account/vehicles', requireLogin, (req, res) => {
  const token = issueToken(req);
  const plates = (accounts.get(req.session.accountId) || { vehicles: [] }).vehicles;
  res.type('html').send(`<ul>${plates.map((p) => `<li>${p}</li>`).join('')}</ul>
<form method="post" action="/account/vehicles">
  <input type="hidden" name="_csrf" value="${token}">
  <input name="plate" maxlength="8"><button>Add to auto-pay</button>
</form>`);
});

app.post('/account/vehicles', requireLogin, verifyCsrf, (req, res) => {
  const plate = normalizePlate(req.body.plate);
  if (plate.length < 2 || plate.length > 8) return res.status(400).send('invalid plate');
  const account = accounts.get(req.session.accountId) || { vehicles: [] };
  accounts.set(req.session.accountId, { ...account, vehicles: [...new Set([...account.vehicles, plate])] });
  return res.redirect(303, '/account/vehicles');
});

app.listen(8950);
