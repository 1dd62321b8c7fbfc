// Express login form handler that sends the user back to the page they came from
const express = require('express');
const { authenticate } = require('../services/auth');

const router = express.Router();
router.use(express.urlencoded({ extended: false }));

const APP_HOST = 'app.example.com';
const DEFAULT_LANDING = '/dashboard';

function returnTarget(candidate) {
  if (typeof candidate !== 'string' || candidate.length === 0) {
    return DEFAULT_LANDING;
  }
  if (candidate.startsWith('/') && !candidate.startsWith('//')) {
    return candidate;
  }
  if (candidate.indexOf(APP_HOST) !== -1) {
    return candidate;
  }
  return DEFAULT_LANDING;
}

router.get('/login', (req, res) => {
  res.render('login', { next: req.query.next || '' });
});

router.post('/login', async (req, res, next) => {
  try {
    const user = await authenticate(req.body.email, req.body.password);
    if (!user) {
      return res.status(401).render('login', { error: 'Invalid email or password', next: req.body.next });
    }
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.userId = user.id;
      res.redirect(303, returnTarget(req.body.next));
    });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
