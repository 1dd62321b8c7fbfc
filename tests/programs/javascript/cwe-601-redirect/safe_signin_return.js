// Express sign-in handler that sends users back to the page they were on before logging in
const express = require('express');
const { verifyCredentials } = require('../services/auth');

const APP_ORIGIN = 'https://shop.example.com';
const router = express.Router();

function returnTarget(raw) {
  if (typeof raw !== 'string' || raw.length === 0) {
    return '/account';
  }
  let url;
  try {
    url = new URL(raw, APP_ORIGIN);
  } catch {
    return '/account';
  }
  if (url.origin !== APP_ORIGIN) {
    return '/account';
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

router.use(express.urlencoded({ extended: false }));

router.get('/signin', (req, res) => {
  const next = encodeURIComponent(req.query.next || '/account');
  res.type('html').send(`<form method="post" action="/signin?next=${next}">
  <input name="email" type="email"><input name="password" type="password">
  <button>Sign in</button></form>`);
});

router.post('/signin', async (req, res) => {
  const user = await verifyCredentials(req.body.email, req.body.password);
  if (!user) {
    return res.status(401).redirect('/signin?error=1');
  }
  req.session.regenerate((err) => {
    if (err) return res.status(500).end();
    req.session.userId = user.id;
    res.redirect(303, returnTarget(req.query.next));
  });
});

module.exports = router;
