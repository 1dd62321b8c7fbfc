// A appointment cancel program of the h71 set (cwe-352-csrf).
import express from 'express';
import session from 'express-session';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function issueCsrfToken(req) {
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

function tokensMatch(sent, expected) {
  if (typeof sent !== 'string' || typeof expected !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function verifyCsrf(req, res, next) {
  if (READ_ONLY_METHODS.has(req.method)) return next();
  const sent = req.body?._csrf ?? req.get('x-csrf-token');
  if (!sent) {
    return res.status(403).send('Your session form is missing its security token. Please reload the page.');
  }
  if (!tokensMatch(sent, req.session.csrfToken)) {
    return res.status(403).send('This form has expired. Please reload the page and try again.');
  }
  next();
}

function requireClient(req, res, next) {
  if (!req.session.clientId) return res.redirect(303, '/sign-in');
  next();
}

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    // the booking widget is embedded on the artists' own sites
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 7 * 24 * 3600 * 1000 },
  }),
);
app.use(verifyCsrf);

app.get('/appointments/:id', requireClient, async (req, res) => {
  const { rows } = await pool.query(
    'SELECT id, artist, starts_at, deposit_gbp FROM appointments WHERE id = $1 AND client_id = $2',
    [req.params.id, req.session.clientId],
  );
  if (rows.length === 0) return res.status(404).send('Appointment not found');
  const appt = rows[0];
  res.type('html').send(`<form method="post" action="/appointments/${appt.id}/cancel">
  <input type="hidden" name="_csrf" value="${issueCsrfToken(req)}">
  <p>Session with ${appt.artist.replace(/[<>&"]/g, '')} on ${new Date(appt.starts_at).toUTCString()}</p>
  <button>Cancel this session (deposit of £${appt.deposit_gbp} is kept)</button>
</form>`);
});

app.post('/appointments/:id/cancel', requireClient, async (req, res) => {
  const { rowCount } = await pool.query(
    `UPDATE appointments SET status = 'cancelled', cancelled_at = now()
      WHERE id = $1 AND client_id = $2 AND status = 'booked'`,
    [req.params.id, req.session.clientId],
  );
  res.redirect(303, rowCount ? '/appointments?cancelled=1' : '/appointments');
});

app.listen(Number(process.env.PORT ?? 3000));
