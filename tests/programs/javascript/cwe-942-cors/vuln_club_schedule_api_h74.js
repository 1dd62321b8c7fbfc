// A club schedule api program of the h74 set (cwe-942-cors).
'use strict';

const express = require('express');
const cors = require('cors');
const session = require('express-session');
const { Pool } = require('pg');

const db = new Pool({ connectionString: process.env.DATABASE_URL, max: 8 });
const app = express();
app.set('trust proxy', 1);

// Club sites are registered in the league office; cache lookups for five minutes.
const originCache = new Map(); // origin -> { ok, until }

async function isMemberClubOrigin(origin) {
  const cached = originCache.get(origin);
  if (cached && cached.until > Date.now()) return cached.ok;
  const { rowCount } = await db.query('SELECT 1 FROM club_websites WHERE origin = $1 AND active', [origin]);
  const ok = rowCount > 0;
  originCache.set(origin, { ok, until: Date.now() + 5 * 60 * 1000 });
  return ok;
}

const corsOptions = {
  credentials: true,
  methods: ['GET', 'POST'],
  maxAge: 600,
  origin(origin, callback) {
    if (!origin) return callback(null, false);
    isMemberClubOrigin(origin)
      .then((ok) => {
        if (!ok) console.warn(`cross-origin call from unregistered site ${origin}`);
      })
      .catch((err) => console.error('origin lookup failed', err.message));
    callback(null, true);
  },
};

app.use(cors(corsOptions));
app.use(express.json());
app.use(
  session({
    name: 'league.sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none' },
  }),
);

app.get('/teams/:teamId/schedule', async (req, res, next) => {
  try {
    const { rows } = await db.query(
      'SELECT game_id, starts_at, field, home_team, away_team FROM games WHERE $1 IN (home_team_id, away_team_id) ORDER BY starts_at',
      [req.params.teamId],
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

app.get('/me/roster', async (req, res, next) => {
  if (!req.session.coachId) return res.status(401).json({ error: 'sign in required' });
  try {
    const { rows } = await db.query(
      `SELECT p.id, p.full_name, p.birth_date, p.guardian_phone, p.medical_notes
         FROM players p JOIN coach_teams ct ON ct.team_id = p.team_id
        WHERE ct.coach_id = $1`,
      [req.session.coachId],
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

app.post('/me/availability', async (req, res, next) => {
  if (!req.session.coachId) return res.status(401).json({ error: 'sign in required' });
  const { playerId, gameId, available } = req.body || {};
  try {
    await db.query(
      'INSERT INTO availability (player_id, game_id, available, set_by) VALUES ($1, $2, $3, $4) ON CONFLICT (player_id, game_id) DO UPDATE SET available = EXCLUDED.available',
      [playerId, gameId, Boolean(available), req.session.coachId],
    );
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

app.listen(Number(process.env.PORT || 3490), () => console.log('league API listening'));
