// A subscription address program of the h69 set (cwe-352-csrf).
const express = require('express');
const session = require('express-session');
const crypto = require('node:crypto');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  name: 'slowpath.sid',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true },
}));

const subscribers = new Map([
  ['maud@bellefontaine-bistro.fr', { plan: 'chef-dozen', address: '12 Rue des Halles, Dijon' }],
]);

// Make a per-session form token available to templates.
app.use((req, res, next) => {
  if (!req.session.formToken) {
    req.session.formToken = crypto.randomBytes(24).toString('base64url');
  }
  res.locals.formToken = req.session.formToken;
  next();
});

const CHECKED_METHODS = new Set(['PUT', 'DELETE']);

function checkFormToken(req, res, next) {
  if (!CHECKED_METHODS.has(req.method)) return next();
  const sent = Buffer.from(String(req.body?._token || req.get('x-form-token') || ''));
  const expected = Buffer.from(req.session.formToken || '');
  if (sent.length !== expected.length || !crypto.timingSafeEqual(sent, expected)) {
    return res.status(403).send('Form expired, please reload the page.');
  }
  next();
}
app.use(checkFormToken);

function requireLogin(req, res, next) {
  if (!req.session.email || !subscribers.has(req.session.email)) {
    return res.redirect('/login');
  }
  next();
}

app.get('/account/address', requireLogin, (req, res) => {
  const sub = subscribers.get(req.session.email);
  res.type('html').send(`<form method="post" action="/account/address">
  <input type="hidden" name="_token" value="${res.locals.formToken}">
  <textarea name="address">${sub.address.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</textarea>
  <button>Save delivery address</button>
</form>`);
});

app.post('/account/address', requireLogin, (req, res) => {
  const address = String(req.body.address || '').trim();
  if (address.length < 8) return res.status(400).send('Please enter a full address.');
  subscribers.get(req.session.email).address = address;
  res.redirect(303, '/account/address');
});

app.post('/account/plan', requireLogin, (req, res) => {
  const plan = ['starter-six', 'chef-dozen', 'restaurant-gross'].includes(req.body.plan) ? req.body.plan : null;
  if (!plan) return res.status(400).send('Unknown plan.');
  subscribers.get(req.session.email).plan = plan;
  res.redirect(303, '/account');
});

app.listen(Number(process.env.PORT) || 5051);
