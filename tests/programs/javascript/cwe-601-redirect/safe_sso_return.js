// Express login callback for the staff scheduling portal that sends users back where they started
const express = require('express');
const session = require('express-session');
const { verifyStaffCredentials } = require('./staff-auth');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
}));

const DEFAULT_LANDING = '/rota/this-week';

function landingTarget(returnTo) {
  if (typeof returnTo !== 'string' || returnTo.length === 0) {
    return DEFAULT_LANDING;
  }
  const base = new URL('https://portal.invalid');
  let target;
  try {
    target = new URL(returnTo, base);
  } catch {
    return DEFAULT_LANDING;
  }
  if (target.origin !== base.origin || target.pathname.startsWith('//')) {
    return DEFAULT_LANDING;
  }
  return target.pathname + target.search;
}

app.get('/login', (req, res) => {
  const returnTo = encodeURIComponent(String(req.query.returnTo || ''));
  res.type('html').send(`<form method="post" action="/login?returnTo=${returnTo}">
    <input name="employeeNo"><input name="password" type="password"><button>Sign in</button></form>`);
});

app.post('/login', async (req, res) => {
  const staff = await verifyStaffCredentials(req.body.employeeNo, req.body.password);
  if (!staff) {
    return res.status(401).send('Sign-in failed');
  }
  req.session.regenerate((err) => {
    if (err) return res.status(500).send('Session error');
    req.session.staffId = staff.id;
    res.redirect(landingTarget(req.query.returnTo));
  });
});

app.listen(Number(process.env.PORT) || 3300);
