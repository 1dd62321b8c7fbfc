// A roller-skating rink schedule API program of the h75 set (cwe-942-cors).
'use strict';

const express = require('express');
const cors = require('cors');
const session = require('express-session');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const TRUSTED_ORIGINS = new Set(
  (process.env.RINK_WEB_ORIGINS || 'https://rollerdome.example.com,https://app.rollerdome.example.com')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
);

class OriginError extends Error {
  constructor(origin) {
    super(`origin ${origin} is not allowed`);
    this.name = 'OriginError';
    this.origin = origin;
  }
}

function checkOrigin(origin) {
  if (!origin) {
    return;
  }
  if (!TRUSTED_ORIGINS.has(origin)) {
    throw new OriginError(origin);
  }
}

const corsOptions = {
  credentials: true,
  methods: ['GET', 'POST', 'DELETE'],
  origin(origin, callback) {
    try {
      checkOrigin(origin);
    } catch (err) {
      console.warn(`[cors] ${err.message}`);
      return callback(null, false);
    }
    return callback(null, true);
  },
};

const app = express();
app.use(cors(corsOptions));
app.use(express.json());
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
}));

app.get('/sessions', async (req, res, next) => {
  try {
    const { rows } = await pool.query(
      "SELECT id, starts_at, theme, spots_left FROM skate_sessions WHERE starts_at > now() ORDER BY starts_at LIMIT 50"
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

app.get('/me/reservations', async (req, res, next) => {
  if (!req.session.skaterId) {
    return res.status(401).json({ error: 'sign in to see reservations' });
  }
  try {
    const { rows } = await pool.query(
      `SELECT r.id, s.starts_at, s.theme, r.skate_size, r.paid
         FROM reservations r JOIN skate_sessions s ON s.id = r.session_id
        WHERE r.skater_id = $1 ORDER BY s.starts_at`,
      [req.session.skaterId]
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

app.delete('/me/reservations/:id', async (req, res, next) => {
  if (!req.session.skaterId) {
    return res.status(401).json({ error: 'sign in first' });
  }
  try {
    const { rowCount } = await pool.query('DELETE FROM reservations WHERE id = $1 AND skater_id = $2', [
      req.params.id,
      req.session.skaterId,
    ]);
    return rowCount === 0 ? res.status(404).json({ error: 'not found' }) : res.status(204).end();
  } catch (err) {
    return next(err);
  }
});

app.use((err, req, res, _next) => {
  console.error('[rink]', err);
  res.status(500).json({ error: 'schedule service error' });
});

app.listen(Number(process.env.PORT) || 5300);
