// A season pass login program of the h73 set (cwe-601-redirect).
'use strict';

const express = require('express');
const session = require('express-session');
const bcrypt = require('bcrypt');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.MAZE_DB_URL });
const app = express();

app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
}));

const SITE_ORIGIN = 'https://www.goldenrowmaze.com';

function returnPath(value) {
  // links from the newsletter arrive with the path percent-encoded a second time
  const candidate = decodeURIComponent(String(value || '').trim());
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return '/my-pass';
  }
  const url = new URL(candidate, SITE_ORIGIN);
  if (url.origin !== SITE_ORIGIN) {
    return '/my-pass';
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

app.get('/signin', (req, res) => {
  const next = typeof req.query.next === 'string' ? req.query.next : '/my-pass';
  res.send(`<form method="post" action="/signin">
  <input type="hidden" name="next" value="${encodeURIComponent(next)}">
  <label>Pass number <input name="pass" required></label>
  <label>Password <input name="password" type="password" required></label>
  <button>Sign in</button>
</form>`);
});

app.post('/signin', async (req, res) => {
  const passNumber = String(req.body.pass || '').replace(/\s+/g, '').toUpperCase();
  const { rows } = await pool.query(
    'SELECT holder_id, password_hash FROM season_passes WHERE pass_number = $1 AND season = extract(year from now())',
    [passNumber],
  );
  if (rows.length === 0 || !(await bcrypt.compare(String(req.body.password || ''), rows[0].password_hash))) {
    return res.status(401).send('Pass number or password not recognised.');
  }

  req.session.regenerate((err) => {
    if (err) return res.status(500).send('Could not start session.');
    req.session.holderId = rows[0].holder_id;
    let target;
    try {
      target = returnPath(decodeURIComponent(String(req.body.next || '')));
    } catch {
      target = '/my-pass';
    }
    res.redirect(303, target);
  });
});

app.get('/my-pass', (req, res) => {
  if (!req.session.holderId) return res.redirect('/signin?next=%2Fmy-pass');
  res.send('<h1>Your season pass</h1><p>Show this page at the gate for fast entry.</p>');
});

app.listen(Number(process.env.PORT || 3210));
