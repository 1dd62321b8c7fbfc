// Express API behind the fleet operations dashboard, exposing vehicle positions to the browser front end.
const express = require('express');
const cors = require('cors');
const session = require('express-session');
const { Pool } = require('pg');

const pool = new Pool();
const app = express();
app.set('trust proxy', 1);

// The dashboard is served from a different site than this API, so the session cookie is cross-site.
const DASHBOARD_ORIGIN = /^https:\/\/(www\.)?fleet-ops\.example\.com$/;

const corsOptions = {
  origin(origin, callback) {
    if (!origin) return callback(null, false);
    callback(null, DASHBOARD_ORIGIN.test(origin));
  },
  credentials: true,
  methods: ['GET', 'POST'],
  maxAge: 600,
};

app.use(cors(corsOptions));
app.use(express.json());
app.use(session({
  name: 'fleetops.sid',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 8 * 3600 * 1000 },
}));

function requireOperator(req, res, next) {
  if (!req.session.operatorId) return res.status(401).json({ error: 'not signed in' });
  next();
}

app.get('/api/vehicles', requireOperator, async (req, res, next) => {
  try {
    const { rows } = await pool.query(
      `SELECT v.id, v.plate, p.lat, p.lon, p.recorded_at, d.full_name AS driver
         FROM vehicles v
         JOIN latest_positions p ON p.vehicle_id = v.id
         LEFT JOIN drivers d ON d.id = v.driver_id
        WHERE v.fleet_id = $1`,
      [req.session.fleetId],
    );
    res.json({ vehicles: rows });
  } catch (err) {
    next(err);
  }
});

module.exports = app;
