// Express routes where ward nurses review and accept shift swap offers on the rostering portal.
const express = require('express');
const session = require('express-session');
const crypto = require('crypto');
const { Pool } = require('pg');

const pool = new Pool();
const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));

// Roster pages are embedded in the hospital EHR portal, which runs on another site.
app.use(session({
  name: 'roster.sid',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 8 * 3600 * 1000 },
}));

function requireNurse(req, res, next) {
  if (!req.session.staffId) return res.status(401).send('Sign in required');
  next();
}

function csrfToken(req) {
  if (!req.session.csrfToken) req.session.csrfToken = crypto.randomBytes(32).toString('hex');
  return req.session.csrfToken;
}

function verifyCsrf(req, res, next) {
  const expected = Buffer.from(req.session.csrfToken || '', 'utf8');
  const supplied = Buffer.from(String(req.body._csrf || ''), 'utf8');
  if (expected.length === 0 || expected.length !== supplied.length || !crypto.timingSafeEqual(expected, supplied)) {
    return res.status(403).send('Form expired, please reload');
  }
  next();
}

function swapIdFrom(req) {
  const id = Number(req.params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

app.get('/swaps/:id', requireNurse, (req, res) => {
  const swapId = swapIdFrom(req);
  if (!swapId) return res.status(400).send('Bad swap id');
  res.type('html').send(`<form method="post" action="/swaps/${swapId}/accept">
  <input type="hidden" name="_csrf" value="${csrfToken(req)}">
  <button type="submit">Accept shift swap #${swapId}</button>
</form>`);
});

app.post('/swaps/:id/accept', requireNurse, verifyCsrf, async (req, res, next) => {
  const swapId = swapIdFrom(req);
  if (!swapId) return res.status(400).send('Bad swap id');
  try {
    const { rowCount } = await pool.query(
      `UPDATE shift_swaps SET accepted_by = $1, accepted_at = now()
        WHERE id = $2 AND accepted_by IS NULL AND offered_by <> $1`,
      [req.session.staffId, swapId],
    );
    if (rowCount === 0) return res.status(409).send('Swap no longer available');
    res.redirect(303, '/swaps');
  } catch (err) {
    next(err);
  }
});

module.exports = app;
