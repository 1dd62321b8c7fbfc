// A fencing school bout entry form program of the h75 set (cwe-352-csrf).
'use strict';

const express = require('express');
const session = require('express-session');
const csrf = require('csurf');
const escapeHtml = require('escape-html');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const WEAPONS = new Set(['foil', 'epee', 'sabre']);

class EntryError extends Error {
  constructor(message, status = 422) {
    super(message);
    this.name = 'EntryError';
    this.status = status;
  }
}

function requireFencer(req, res, next) {
  if (!req.session.fencerId) {
    return res.redirect('/login');
  }
  return next();
}

function validateEntry(body) {
  if (!WEAPONS.has(body.weapon)) {
    throw new EntryError('choose foil, epee or sabre');
  }
  const tournamentId = Number.parseInt(body.tournamentId, 10);
  if (!Number.isInteger(tournamentId) || tournamentId <= 0) {
    throw new EntryError('unknown tournament');
  }
  return { weapon: body.weapon, tournamentId };
}

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
}));
app.use(csrf());

app.get('/entries/new', requireFencer, (req, res) => {
  res.send(`<form method="post" action="/entries">
  <input type="hidden" name="_csrf" value="${req.csrfToken()}">
  <select name="weapon"><option>foil</option><option>epee</option><option>sabre</option></select>
  <input name="tournamentId" value="${escapeHtml(req.query.t || '')}">
  <button>Enter bout</button>
</form>`);
});

app.post('/entries', requireFencer, async (req, res, next) => {
  let entry;
  try {
    entry = validateEntry(req.body);
  } catch (err) {
    return next(err);
  }
  try {
    await pool.query(
      'INSERT INTO bout_entries (fencer_id, tournament_id, weapon) VALUES ($1, $2, $3)',
      [req.session.fencerId, entry.tournamentId, entry.weapon]
    );
    res.redirect(303, `/tournaments/${entry.tournamentId}`);
  } catch (err) {
    if (err.code === '23505') {
      return next(new EntryError('already entered in this tournament', 409));
    }
    if (err.code === '23503') {
      return next(new EntryError('unknown tournament'));
    }
    next(err);
  }
});

app.use((err, req, res, _next) => {
  if (err.code === 'EBADCSRFTOKEN') {
    return res.status(403).send('form expired, please reload and try again');
  }
  if (err instanceof EntryError) {
    return res.status(err.status).send(escapeHtml(err.message));
  }
  console.error('[entries]', err);
  res.status(500).send('entry could not be saved');
});

app.listen(Number(process.env.PORT) || 4300);
