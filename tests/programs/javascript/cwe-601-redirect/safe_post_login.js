// Express router that handles the login form and sends users back to where they started
const express = require('express');
const { authenticate } = require('../services/auth');

const router = express.Router();
router.use(express.urlencoded({ extended: false }));

const APP_ORIGIN = 'https://app.example.com';
const DEFAULT_TARGET = '/dashboard';

function nextTarget(req) {
  const next = req.body.next || req.query.next;
  if (typeof next !== 'string') return DEFAULT_TARGET;
  let url;
  try {
    url = new URL(next, APP_ORIGIN);
  } catch (e) {
    return DEFAULT_TARGET;
  }
  if (url.origin !== APP_ORIGIN) return DEFAULT_TARGET;
  return url.href;
}

router.get('/login', (req, res) => {
  res.render('login', { next: typeof req.query.next === 'string' ? req.query.next : '' });
});

router.post('/login', async (req, res, next) => {
  try {
    const user = await authenticate(String(req.body.email || ''), String(req.body.password || ''));
    if (!user) {
      return res.status(401).render('login', { error: 'Invalid email or password', next: req.body.next });
    }
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.userId = user.id;
      res.redirect(303, nextTarget(req));
    });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
