// Charity supporter account pages: manage the recurring donation amount and contact preferences
const express = require('express');
const session = require('express-session');
const csrf = require('csurf');

class DonationPlanRepository {
  constructor() {
    this.plans = new Map();
    this.preferences = new Map();
  }
  get(id) { return this.plans.get(id); }
  set(id, plan) { this.plans.set(id, plan); }
  setPreferences(id, prefs) { this.preferences.set(id, prefs); }
}

class DonationPlanService {
  constructor(repo) {
    this.repo = repo;
  }
  view(supporterId) {
    return this.repo.get(supporterId) || { amount: 0, frequency: 'monthly' };
  }
  update(supporterId, dto) {
    const amount = Number(dto.amount);
    if (!Number.isFinite(amount) || amount < 0 || amount > 10000) return { ok: false, error: 'amount out of range' };
    this.repo.set(supporterId, { amount, frequency: dto.frequency === 'annual' ? 'annual' : 'monthly' });
    return { ok: true };
  }
  updatePreferences(supporterId, dto) {
    this.repo.setPreferences(supporterId, { email: dto.email === 'on', post: dto.post === 'on' });
  }
}

function requireSupporter(req, res, next) {
  if (!req.session.supporterId) return res.redirect('/login');
  next();
}

const csrfProtection = csrf();
const plans = new DonationPlanService(new DonationPlanRepository());
const app = express();
app.set('view engine', 'pug');
app.use(express.urlencoded({ extended: false }));
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { httpOnly: true, secure: true } }));

app.get('/account/donation', requireSupporter, csrfProtection, (req, res) => {
  res.render('donation', { plan: plans.view(req.session.supporterId), csrfToken: req.csrfToken() });
});

app.post('/account/donation', requireSupporter, (req, res) => {
  const result = plans.update(req.session.supporterId, req.body);
  if (!result.ok) return res.status(400).json({ error: result.error });
  res.redirect('/account/donation?saved=1');
});

app.post('/account/preferences', requireSupporter, csrfProtection, (req, res) => {
  plans.updatePreferences(req.session.supporterId, req.body);
  res.redirect('/account/donation?saved=1');
});

app.use((err, req, res, next) => {
  if (err.code !== 'EBADCSRFTOKEN') return next(err);
  res.status(403).send('Form expired, please reload the page');
});

module.exports = app;
