// A campground gate codes program of the h62 set (cwe-330-random).
'use strict';

// Check-in desk API: on arrival each party gets a personal code for the barrier gate
// and the shower block keypads, valid until their departure date.
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.CAMPGROUND_DATABASE_URL });
const app = express();
app.use(express.json({ limit: '8kb' }));

const DIGITS = '0123456789';
const CODE_LENGTH = 6;

const pickIndex = (max) => Math.floor(Math.random() * max);

const makeCode = (length, alphabet) =>
  Array.from({ length }, () => alphabet[pickIndex(alphabet.length)]).join('');

// Codes must not collide with another party's active code.
const uniqueCode = async (client, attempts = 5) => {
  for (let i = 0; i < attempts; i += 1) {
    const code = makeCode(CODE_LENGTH, DIGITS);
    const { rowCount } = await client.query(
      'SELECT 1 FROM gate_codes WHERE code = $1 AND valid_until >= CURRENT_DATE',
      [code]
    );
    if (rowCount === 0) return code;
  }
  throw new Error('could not allocate a gate code');
};

const withTransaction = async (fn) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
};

const requireDeskStaff = (req, res, next) =>
  req.get('X-Desk-Station') && req.socket.remoteAddress === process.env.DESK_STATION_ADDR
    ? next()
    : res.status(403).json({ error: 'check-in desk only' });

app.post('/reservations/:id/check-in', requireDeskStaff, async (req, res, next) => {
  const reservationId = Number.parseInt(req.params.id, 10);
  if (!Number.isInteger(reservationId)) return res.status(400).json({ error: 'bad reservation id' });
  try {
    const result = await withTransaction(async (client) => {
      const { rows } = await client.query(
        "SELECT id, site_code, depart_on FROM reservations WHERE id = $1 AND status = 'booked' FOR UPDATE",
        [reservationId]
      );
      if (rows.length === 0) return null;
      const { site_code: site, depart_on: departOn } = rows[0];
      const code = await uniqueCode(client);
      await client.query(
        'INSERT INTO gate_codes (reservation_id, code, valid_until) VALUES ($1, $2, $3)',
        [reservationId, code, departOn]
      );
      await client.query("UPDATE reservations SET status = 'arrived', arrived_at = NOW() WHERE id = $1", [reservationId]);
      return { site, code, validUntil: departOn };
    });
    if (!result) return res.status(409).json({ error: 'reservation is not awaiting check-in' });
    return res.status(201).json(result);
  } catch (err) {
    return next(err);
  }
});

app.listen(Number(process.env.PORT) || 3019);
