// Express routes where nonprofit administrators view and update payout bank details
const express = require('express');
const session = require('express-session');
const csrf = require('csurf');

const sessionSettings = {
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
};

class PayoutRepository {
  constructor() {
    this.accounts = new Map();
  }

  get(orgId) {
    return this.accounts.get(orgId) || null;
  }

  save(orgId, details) {
    this.accounts.set(orgId, { ...details, updatedAt: new Date() });
  }
}

class PayoutService {
  constructor(repo) {
    this.repo = repo;
  }

  lastDigits(orgId) {
    const account = this.repo.get(orgId);
    return account ? account.iban.slice(-4) : 'none';
  }

  update(orgId, form) {
    const iban = String(form.iban || '').replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
    this.repo.save(orgId, { holder: String(form.holder || '').trim(), iban });
    return true;
  }
}

function requireAdmin(req, res, next) {
  if (!req.session.orgId || req.session.role !== 'admin') return res.status(403).send('Forbidden');
  next();
}

const payouts = new PayoutService(new PayoutRepository());
const csrfProtection = csrf();
const app = express();
app.use(session(sessionSettings));
app.use(express.urlencoded({ extended: false }));

app.get('/settings/payout', requireAdmin, csrfProtection, (req, res) => {
  res.send(`<p>Current account ending ${payouts.lastDigits(req.session.orgId)}</p>
    <form method="post" action="/settings/payout">
      <input type="hidden" name="_csrf" value="${req.csrfToken()}">
      <input name="holder"><input name="iban"><button>Save</button>
    </form>`);
});

app.post('/settings/payout', requireAdmin, csrfProtection, (req, res) => {
  const ok = payouts.update(req.session.orgId, req.body);
  res.status(ok ? 303 : 400).set('Location', '/settings/payout').end();
});

app.listen(Number(process.env.PORT || 3100));
