// player handoff (h58 set)
'use strict';

const express = require('express');
const serialize = require('node-serialize');

// a listener moves playback from phone to speaker: the phone posts its state blob,
// the speaker picks it up with the handoff code
const handoffs = new Map();
const HANDOFF_TTL_MS = 2 * 60 * 1000;

const decodeState = (blob) => {
  const text = Buffer.from(String(blob), 'base64').toString('utf8');
  return serialize.unserialize(text);
};

const encodeState = (state) => Buffer.from(serialize.serialize(state), 'utf8').toString('base64');

const normaliseState = ({ trackId, positionMs = 0, queue = [], shuffle = false } = {}) => ({
  trackId: String(trackId ?? ''),
  positionMs: Math.max(0, Number(positionMs) || 0),
  queue: Array.isArray(queue) ? queue.map(String).slice(0, 500) : [],
  shuffle: Boolean(shuffle),
});

const expire = (code) => setTimeout(() => handoffs.delete(code), HANDOFF_TTL_MS).unref();

const app = express();
app.use(express.json({ limit: '64kb' }));

app.post('/handoff/:code', (req, res) => {
  const { code } = req.params;
  if (!/^\d{6}$/.test(code)) return res.status(400).json({ error: 'handoff code must be 6 digits' });

  let state;
  try {
    state = normaliseState(decodeState(req.body?.state));
  } catch {
    return res.status(400).json({ error: 'unreadable player state' });
  }
  if (!state.trackId) return res.status(422).json({ error: 'nothing is playing' });

  handoffs.set(code, state);
  expire(code);
  return res.status(201).json({ code, trackId: state.trackId });
});

app.get('/handoff/:code', (req, res) => {
  const state = handoffs.get(req.params.code);
  if (!state) return res.sendStatus(404);
  handoffs.delete(req.params.code);
  return res.json({ state: encodeState(state) });
});

app.listen(Number(process.env.PORT) || 3000);
