// A loyalty login return program of the h74 set (cwe-601-redirect).
'use strict';

const express = require('express');
const session = require('express-session');
const bcrypt = require('bcrypt');
const { Pool } = require('pg');

const SITE = 'https://rewards.scoopandconecreamery.com';
const db = new Pool({ connectionString: process.env.DATABASE_URL });

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: true,
    cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
  }),
);

function nextPage(raw) {
  if (!raw) return '/rewards';
  let url;
  try {
    url = new URL(String(raw), SITE);
  } catch {
    return '/rewards';
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return '/rewards';
  return `${url.pathname}${url.search}${url.hash}`;
}

async function findMember(email) {
  const { rows } = await db.query('SELECT id, name, password_hash FROM members WHERE email = $1', [email]);
  return rows[0] || null;
}

async function loadPoints(email) {
  const { rows } = await db.query(
    'SELECT COALESCE(SUM(points), 0)::int AS points FROM scoop_visits v JOIN members m ON m.id = v.member_id WHERE m.email = $1',
    [email],
  );
  return rows[0].points;
}

app.get('/login', (req, res) => {
  if (req.query.returnTo) req.session.returnTo = String(req.query.returnTo);
  res.type('html').send(`<!doctype html><title>Sign in</title>
<form method="post" action="/login">
  <input name="email" type="email" required>
  <input name="password" type="password" required>
  <button>Sign in</button>
</form>`);
});

app.post('/login', async (req, res, next) => {
  const email = String(req.body.email || '').trim().toLowerCase();
  const password = String(req.body.password || '');
  try {
    // Fetch the member and their points balance together; the balance is shown right after login.
    const [member, points] = await Promise.all([findMember(email), loadPoints(email)]);
    const ok = member ? await bcrypt.compare(password, member.password_hash) : false;
    if (!ok) return res.status(401).send('Email or password is wrong.');

    const target = nextPage(req.session.returnTo);
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.memberId = member.id;
      req.session.points = points;
      req.session.save((saveErr) => (saveErr ? next(saveErr) : res.redirect(303, target)));
    });
  } catch (err) {
    next(err);
  }
});

app.get('/rewards', (req, res) => {
  if (!req.session.memberId) return res.redirect(`/login?returnTo=${encodeURIComponent('/rewards')}`);
  res.send(`You have ${req.session.points} scoop points.`);
});

app.listen(Number(process.env.PORT || 3044), () => console.log(`loyalty sign-in at ${SITE}`));
