// A canal availability lambda program of the h65 set (cwe-089-sql).
'use strict';

// GET /boats/{boatId}/availability?from=2025-06-01&nights=7
// Lambda behind API Gateway used by the hire base's booking widget to show
// which weeks a narrowboat is still free.

const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: process.env.DB_NAME || 'canal_hire',
  connectionLimit: 3,
  dateStrings: true,
});

const BOAT_ID = /^[0-9]{1,6}$/;

function respond(statusCode, body) {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

function today() {
  return new Date().toISOString().slice(0, 10);
}

async function bookedPeriods(boatId, from) {
  const [rows] = await pool.execute(
    `SELECT start_date, end_date
       FROM bookings
      WHERE boat_id = ?
        AND status IN ('confirmed', 'held')
        AND end_date >= ?
      ORDER BY start_date`,
    [boatId, from]
  );
  return rows;
}

function isFree(periods, start, nights) {
  const end = new Date(Date.parse(start) + nights * 86400000).toISOString().slice(0, 10);
  return !periods.some((p) => p.start_date < end && p.end_date > start);
}

exports.handler = async (event) => {
  const boatId = event.pathParameters && event.pathParameters.boatId;
  const qs = event.queryStringParameters || {};

  if (!boatId || !BOAT_ID.test(boatId)) {
    return respond(400, { message: 'unknown boat' });
  }
  const nights = Number.parseInt(qs.nights || '7', 10);
  if (!Number.isInteger(nights) || nights < 2 || nights > 21) {
    return respond(400, { message: 'nights must be between 2 and 21' });
  }
  const from = qs.from || today();

  try {
    const periods = await bookedPeriods(Number(boatId), from);
    const weeks = [];
    let cursor = Date.parse(from);
    for (let i = 0; i < 12 && Number.isFinite(cursor); i += 1) {
      const start = new Date(cursor).toISOString().slice(0, 10);
      weeks.push({ start, nights, free: isFree(periods, start, nights) });
      cursor += 7 * 86400000;
    }
    return respond(200, { boatId: Number(boatId), weeks });
  } catch (err) {
    console.error('availability lookup failed', err.code);
    return respond(500, { message: 'availability is unavailable right now' });
  }
};
