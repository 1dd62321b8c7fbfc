// A cotton candy vendor login return program of the h75 set (cwe-601-redirect).
'use strict';

const express = require('express');
const session = require('express-session');
const bcrypt = require('bcrypt');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const HOME = '/stand/dashboard';

class LoginError extends Error {
  constructor(message, status = 401) {
    super(message);
    this.name = 'LoginError';
    this.status = status;
  }
}

async function checkVendor(username, password) {
  if (!username || !password) {
    throw new LoginError('username and password are required', 400);
  }
  const { rows } = await pool.query('SELECT id, pw_hash, active FROM vendors WHERE username = $1', [username]);
  if (rows.length === 0) {
    throw new LoginError('unknown vendor or wrong password');
  }
  const vendor = rows[0];
  if (!vendor.active) {
    throw new LoginError('vendor account is suspended', 403);
  }
  if (!(await bcrypt.compare(password, vendor.pw_hash))) {
    throw new LoginError('unknown vendor or wrong password');
  }
  return vendor.id;
}

function returnTarget(raw) {
  if (typeof raw !== 'string' || raw.length === 0) {
    return HOME;
  }
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) {
    console.warn(`[login] ignoring off-site return target ${JSON.stringify(raw)}`);
    return HOME;
  }
  const parsed = new URL(raw, 'https://stand.invalid');
  if (parsed.origin !== 'https://stand.invalid') {
    return HOME;
  }
  return parsed.pathname.replace(/^\/+/, '/') + parsed.search;
}

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
}));

app.post('/login', async (req, res) => {
  const target = returnTarget(req.body.next || req.query.next);
  try {
    const vendorId = await checkVendor(req.body.username, req.body.password);
    req.session.regenerate((err) => {
      if (err) {
        console.error('[login] session regenerate failed', err);
        return res.status(500).send('login failed');
      }
      req.session.vendorId = vendorId;
      res.redirect(303, target);
    });
  } catch (err) {
    if (err instanceof LoginError) {
      return res.status(err.status).send(err.message);
    }
    console.error('[login]', err);
    return res.status(500).send('login failed');
  }
});

app.get('/stand/dashboard', (req, res) => {
  if (!req.session.vendorId) {
    return res.redirect(`/login?next=${encodeURIComponent(req.originalUrl)}`);
  }
  res.send('Floss machines warming up.');
});

app.listen(Number(process.env.PORT) || 4600);
