// A polo club chukker schedule search program of the h75 set (cwe-089-sql).
'use strict';

const express = require('express');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST || 'localhost',
  user: process.env.DB_USER || 'polo',
  password: process.env.DB_PASSWORD,
  database: process.env.DB_NAME || 'polo_club',
  connectionLimit: 8,
});

class QueryInputError extends Error {
  constructor(message) {
    super(message);
    this.name = 'QueryInputError';
  }
}

function parseHandicap(raw) {
  if (raw === undefined) {
    return null;
  }
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value) || value < -2 || value > 10) {
    throw new QueryInputError('handicap must be between -2 and 10');
  }
  return value;
}

async function findChukkers(field, handicap) {
  let sql = `SELECT c.id, c.starts_at, c.field, t.name AS team
             FROM chukkers c JOIN teams t ON t.id = c.team_id
             WHERE c.field = ?`;
  const params = [field];
  if (handicap !== null) {
    sql += ' AND t.handicap <= ?';
    params.push(handicap);
  }
  sql += ' ORDER BY c.starts_at LIMIT 100';
  const [rows] = await pool.execute(sql, params);
  return rows;
}

const app = express();

app.get('/chukkers', async (req, res) => {
  const field = req.query.field;
  if (typeof field !== 'string' || field.length === 0) {
    return res.status(400).json({ error: 'field is required' });
  }

  let handicap;
  try {
    handicap = parseHandicap(req.query.handicap);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const rows = await findChukkers(field, handicap);
      return res.json({ field, count: rows.length, chukkers: rows });
    } catch (err) {
      if (err.code === 'PROTOCOL_CONNECTION_LOST' || err.code === 'ECONNRESET') {
        console.warn(`[chukkers] connection dropped, attempt ${attempt}`);
        continue;
      }
      console.error('[chukkers] query failed', err.code, err.sqlMessage);
      return res.status(500).json({ error: 'schedule lookup failed' });
    }
  }
  return res.status(503).json({ error: 'database unavailable' });
});

app.listen(Number(process.env.PORT) || 3100);
