// A tattoo appointment portal program of the h62 set (cwe-352-csrf).
'use strict';

// Client portal for a tattoo studio: clients manage their appointments and deposits.
// The portal is embedded as an iframe on each artist's own site, hence SameSite=None.
const express = require('express');
const session = require('express-session');
const PgSession = require('connect-pg-simple')(session);
const helmet = require('helmet');
const lusca = require('lusca');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.STUDIO_DATABASE_URL });
const app = express();

app.set('trust proxy', 1);
const ARTIST_SITES = (process.env.ARTIST_SITE_ORIGINS || '').split(',').filter(Boolean);
app.use(
  helmet({
    frameguard: false,
    contentSecurityPolicy: { directives: { 'frame-ancestors': ["'self'", ...ARTIST_SITES] } },
  })
);
app.use(express.json({ limit: '10kb' }));
app.use(
  session({
    store: new PgSession({ pool, tableName: 'portal_sessions' }),
    secret: process.env.PORTAL_SESSION_SECRET,
    name: 'inkportal.sid',
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 2 * 3600 * 1000 },
  })
);
// Every state-changing request must echo the per-session token in X-CSRF-Token.
app.use(lusca.csrf());

app.get('/api/csrf-token', (req, res) => res.json({ token: res.locals._csrf }));

const requireClient = (req, res, next) =>
  req.session.clientId ? next() : res.status(401).json({ error: 'please sign in again' });

// Loads the appointment and makes sure it belongs to the signed-in client.
const loadAppointment = async (req, res, next) => {
  const id = Number.parseInt(req.params.id, 10);
  if (!Number.isInteger(id)) return res.status(404).json({ error: 'no such appointment' });
  const { rows } = await pool.query(
    'SELECT id, client_id, artist, starts_at, deposit_cents, status FROM appointments WHERE id = $1 AND client_id = $2',
    [id, req.session.clientId]
  );
  if (rows.length === 0) return res.status(404).json({ error: 'no such appointment' });
  req.appointment = rows[0];
  return next();
};

const asyncRoute = (fn) => (req, res, next) => Promise.resolve(fn(req, res, next)).catch(next);

const refundableCents = ({ starts_at: startsAt, deposit_cents: deposit }) =>
  new Date(startsAt).getTime() - Date.now() > 72 * 3600 * 1000 ? deposit : 0;

app.get('/api/appointments', requireClient, asyncRoute(async (req, res) => {
  const { rows } = await pool.query(
    'SELECT id, artist, starts_at, deposit_cents, status FROM appointments WHERE client_id = $1 ORDER BY starts_at',
    [req.session.clientId]
  );
  res.json(rows);
}));

app.post('/api/appointments/:id/cancel', requireClient, asyncRoute(loadAppointment), asyncRoute(async (req, res) => {
  const appt = req.appointment;
  if (appt.status !== 'booked') return res.status(409).json({ error: `appointment is ${appt.status}` });
  const refund = refundableCents(appt);
  await pool.query(
    "UPDATE appointments SET status = 'cancelled', refund_cents = $2, cancelled_at = NOW() WHERE id = $1",
    [appt.id, refund]
  );
  res.json({ id: appt.id, status: 'cancelled', refundCents: refund });
}));

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: 'something went wrong' });
});

app.listen(Number(process.env.PORT) || 3014);
