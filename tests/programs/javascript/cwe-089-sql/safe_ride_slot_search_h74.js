// A ride slot search program of the h74 set (cwe-089-sql).
'use strict';

const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({
  host: process.env.PGHOST || 'db.internal',
  database: process.env.PGDATABASE || 'wheel_bookings',
  user: process.env.PGUSER || 'booking_api',
  password: process.env.PGPASSWORD,
  max: 10,
});

const app = express();

// Identical searches arriving at the same time share one database round-trip.
const inFlight = new Map();

function findSlots(wheelCode, date, partySize) {
  const key = `${wheelCode}|${date}|${partySize}`;
  if (inFlight.has(key)) return inFlight.get(key);

  const sql = `
    SELECT s.id, s.starts_at, s.seats_left, w.display_name
      FROM gondola_slots s
      JOIN wheels w ON w.id = s.wheel_id
     WHERE w.code = $1
       AND s.slot_date = $2
       AND s.seats_left >= $3
     ORDER BY s.starts_at
     LIMIT 50`;

  const task = pool
    .query(sql, [wheelCode, date, partySize])
    .then(({ rows }) => ({ wheel: wheelCode, slots: rows }))
    .finally(() => inFlight.delete(key));
  inFlight.set(key, task);
  return task;
}

app.get('/slots', async (req, res) => {
  const date = String(req.query.date || new Date().toISOString().slice(0, 10));
  const partySize = Math.max(1, Math.min(8, Number.parseInt(req.query.party, 10) || 2));
  const wheels = String(req.query.wheels || 'harbor-eye,sky-loop')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 5);

  const settled = await Promise.allSettled(wheels.map((w) => findSlots(w, date, partySize)));
  const available = [];
  const failed = [];
  settled.forEach((outcome, i) => {
    if (outcome.status === 'fulfilled') available.push(outcome.value);
    else failed.push(wheels[i]);
  });

  if (failed.length === wheels.length) {
    return res.status(502).json({ error: 'slot search unavailable' });
  }
  res.json({ date, partySize, available, failed });
});

app.listen(Number(process.env.PORT || 8300), () => console.log('slot search ready'));

process.on('SIGTERM', () => pool.end().then(() => process.exit(0)));
