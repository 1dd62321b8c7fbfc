// Express app listing upcoming guided tour departures for the caller's operator region
const express = require('express');
const cookieParser = require('cookie-parser');
const sqlite3 = require('sqlite3');

const db = new sqlite3.Database('/var/lib/tours/departures.db', sqlite3.OPEN_READONLY);
const app = express();
app.use(cookieParser());

const regionFrom = (req) => req.get('X-Operator-Region') || req.cookies.region || 'alps';

app.use((req, res, next) => {
  req.tourCtx = {
    region: regionFrom(req),
    lang: String(req.query.lang || 'en').slice(0, 2),
  };
  next();
});

const all = (sql, params = []) =>
  new Promise((resolve, reject) =>
    db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows))));

const departuresSql = ({ region }) =>
  `SELECT id, title, departs_at, seats_left, lang FROM departures
    WHERE region = '${region}' AND departs_at > datetime('now')
    ORDER BY departs_at LIMIT 200`;

const byLanguage = (lang) => (row) => row.lang === lang || row.lang === 'multi';

app.get('/departures', (req, res) => {
  const { region, lang } = req.tourCtx;
  all(departuresSql(req.tourCtx))
    .then((rows) => rows.filter((r) => r.seats_left > 0).filter(byLanguage(lang)))
    .then((rows) => res.json({ region, departures: rows }))
    .catch(() => res.status(500).json({ error: 'lookup failed' }));
});

module.exports = app;
