// A small origami studio workshop login redirect program of the h76 set (cwe-601-redirect).
'use strict';

const express = require('express');
const session = require('express-session');
const bcrypt = require('bcrypt');
const { Pool } = require('pg');

const db = new Pool();

function isLocalPath(target) {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return false;
  }
  const parsed = new URL(target, 'http://studio.invalid');
  return parsed.origin === 'http://studio.invalid';
}

class ReturnToTracker {
  constructor(fallback) {
    this.fallback = fallback;
  }

  remember(req, target) {
    if (typeof target === 'string' && target.length > 0 && isLocalPath(target)) {
      req.session.returnTo = target;
    }
  }

  consume(req) {
    const target = req.session.returnTo || this.fallback;
    delete req.session.returnTo;
    return target;
  }
}

class MemberLogin {
  constructor(pool, tracker) {
    this.pool = pool;
    this.tracker = tracker;
    this.showForm = this.showForm.bind(this);
    this.submit = this.submit.bind(this);
  }

  showForm(req, res) {
    this.tracker.remember(req, req.query.next);
    res.type('html').send(`<form method="post" action="/login">
      <input name="email" type="email" required> <input name="password" type="password" required>
      <button>Sign in to book a folding workshop</button></form>`);
  }

  async submit(req, res, next) {
    try {
      const { rows } = await this.pool.query(
        'SELECT id, password_hash FROM studio_members WHERE email = $1',
        [String(req.body.email || '').toLowerCase()],
      );
      const ok = rows.length === 1 && (await bcrypt.compare(String(req.body.password || ''), rows[0].password_hash));
      if (!ok) {
        return res.status(401).send('Wrong email or password.');
      }
      const target = this.tracker.consume(req);
      req.session.regenerate((err) => {
        if (err) return next(err);
        req.session.memberId = rows[0].id;
        res.redirect(target);
      });
    } catch (err) {
      next(err);
    }
  }
}

const tracker = new ReturnToTracker('/workshops');
const login = new MemberLogin(db, tracker);
const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: true,
  cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
}));

app.get('/login', login.showForm);
app.post('/login', login.submit);

app.get('/workshops', (req, res) => {
  if (!req.session.memberId) {
    return res.redirect(`/login?next=${encodeURIComponent(req.originalUrl)}`);
  }
  res.json([{ title: 'Kusudama balls', seats: 6 }, { title: 'Tessellations for beginners', seats: 10 }]);
});

app.listen(process.env.PORT || 5900);
