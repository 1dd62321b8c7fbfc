// A mushroom forager foray session restore program of the h75 set (cwe-502-deser).
'use strict';

const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const MAX_FINDS = 200;

class ForayStateError extends Error {
  constructor(message, cause) {
    super(message, { cause });
    this.name = 'ForayStateError';
  }
}

function emptyForay() {
  return { area: null, startedAt: new Date().toISOString(), finds: [] };
}

function restoreForay(raw) {
  if (!raw) {
    return emptyForay();
  }
  let state;
  try {
    state = serialize.unserialize(Buffer.from(raw, 'base64').toString('utf8'));
  } catch (err) {
    throw new ForayStateError('foray cookie could not be read', err);
  }
  if (!state || !Array.isArray(state.finds)) {
    throw new ForayStateError('foray cookie has an unexpected shape');
  }
  return state;
}

function storeForay(res, state) {
  const encoded = Buffer.from(serialize.serialize(state), 'utf8').toString('base64');
  res.cookie('foray', encoded, { httpOnly: true, sameSite: 'lax', maxAge: 12 * 3600 * 1000 });
}

const app = express();
app.use(cookieParser());
app.use(express.json());

app.use((req, res, next) => {
  try {
    req.foray = restoreForay(req.cookies.foray);
  } catch (err) {
    console.warn(`[foray] ${err.message}; starting a fresh foray`);
    res.clearCookie('foray');
    req.foray = emptyForay();
  }
  next();
});

app.post('/foray/finds', (req, res) => {
  const { species, grams, lat, lon } = req.body;
  if (typeof species !== 'string' || species.trim() === '') {
    return res.status(400).json({ error: 'species is required' });
  }
  if (!Number.isFinite(grams) || grams <= 0) {
    return res.status(400).json({ error: 'grams must be positive' });
  }
  if (req.foray.finds.length >= MAX_FINDS) {
    return res.status(409).json({ error: 'foray basket is full, close it first' });
  }
  req.foray.finds.push({ species: species.trim(), grams, lat: Number(lat) || null, lon: Number(lon) || null });
  storeForay(res, req.foray);
  res.status(201).json({ count: req.foray.finds.length });
});

app.get('/foray', (req, res) => {
  const total = req.foray.finds.reduce((sum, f) => sum + f.grams, 0);
  res.json({ ...req.foray, totalGrams: total });
});

app.delete('/foray', (req, res) => {
  res.clearCookie('foray');
  res.status(204).end();
});

app.listen(Number(process.env.PORT) || 4500);
