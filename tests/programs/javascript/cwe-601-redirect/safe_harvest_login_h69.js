// A harvest login program of the h69 set (cwe-601-redirect).
const express = require('express');
const session = require('express-session');
const crypto = require('node:crypto');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: true,
  cookie: { httpOnly: true, sameSite: 'lax', secure: true },
}));

const visitors = new Map([
  ['camille@atelier-senteurs.fr', { salt: 'b1c9', hash: process.env.DEMO_VISITOR_HASH || '' }],
]);

// Remember where the visitor wanted to go so login can send them back.
function rememberDestination(req, res, next) {
  if (typeof req.query.next === 'string' && req.query.next) {
    req.session.returnTo = req.query.next;
  }
  next();
}

function destinationAfterLogin(req) {
  const target = req.session.returnTo || '/bookings';
  delete req.session.returnTo;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return '/bookings';
  }
  return target;
}

function passwordMatches(email, password) {
  const v = visitors.get(email);
  if (!v || !v.hash) return false;
  const calc = crypto.scryptSync(password, v.salt, 32);
  const stored = Buffer.from(v.hash, 'hex');
  return stored.length === calc.length && crypto.timingSafeEqual(calc, stored);
}

app.get('/login', rememberDestination, (req, res) => {
  res.type('html').send(`<h1>Plateau Bleu harvest bookings</h1>
<form method="post" action="/login">
  <input name="email" type="email" required>
  <input name="password" type="password" required>
  <button>Sign in</button>
</form>`);
});

app.post('/login', (req, res) => {
  const email = String(req.body.email || '').toLowerCase();
  if (!passwordMatches(email, String(req.body.password || ''))) {
    return res.status(401).send('Email or password not recognised.');
  }
  const target = destinationAfterLogin(req);
  req.session.regenerate((err) => {
    if (err) return res.status(500).send('Please try again.');
    req.session.email = email;
    res.redirect(303, target);
  });
});

app.get('/bookings', (req, res) => {
  if (!req.session.email) return res.redirect(`/login?next=${encodeURIComponent(req.originalUrl)}`);
  res.send(`Harvest slots for ${req.session.email.replace(/[<>&"]/g, '')}: Sat 09:00, Sat 14:00, Sun 10:00`);
});

app.listen(Number(process.env.PORT) || 3151);
