// Express login routes that send the user back to the page they originally requested
const express = require('express');
const { verifyLogin } = require('../services/accounts');

const router = express.Router();
const DEFAULT_LANDING = '/dashboard';
const APP_ORIGIN = 'https://app.example.com';

function pickDestination(raw) {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) {
    return DEFAULT_LANDING;
  }
  let url;
  try {
    url = new URL(raw, APP_ORIGIN);
  } catch {
    return DEFAULT_LANDING;
  }
  if (url.origin !== APP_ORIGIN) {
    return DEFAULT_LANDING;
  }
  return url.href;
}

router.get('/login', (req, res) => {
  res.render('login', { next: req.query.next || '', error: null });
});

router.post('/login', express.urlencoded({ extended: false }), async (req, res, next) => {
  try {
    const user = await verifyLogin(req.body.email, req.body.password);
    if (!user) {
      return res.status(401).render('login', { next: req.body.next || '', error: 'Invalid credentials' });
    }
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.userId = user.id;
      const destination = pickDestination(req.body.next);
      res.redirect(303, destination);
    });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
