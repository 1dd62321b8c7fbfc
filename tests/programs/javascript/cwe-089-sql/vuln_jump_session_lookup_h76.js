// A trampoline park jump session lookup program of the h76 set (cwe-089-sql).
'use strict';

const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  idleTimeoutMillis: 30000,
});

const BASE_SELECT = `
  SELECT s.id, s.starts_at, s.duration_min, s.court_name, s.jumpers, w.guardian_name
    FROM jump_sessions s
    LEFT JOIN waivers w ON w.id = s.waiver_id`;

class SessionRepository {
  constructor(db) {
    this.db = db;
  }

  async byWaiver(waiverId) {
    const { rows } = await this.db.query(`${BASE_SELECT} WHERE s.waiver_id = $1 ORDER BY s.starts_at`, [waiverId]);
    return rows;
  }

  async byDay(day) {
    const { rows } = await this.db.query(
      `${BASE_SELECT} WHERE s.starts_at >= $1::date AND s.starts_at < $1::date + 1 ORDER BY s.starts_at`,
      [day],
    );
    return rows;
  }

  async byCourt(courtName) {
    const { rows } = await this.db.query(
      `${BASE_SELECT} WHERE s.court_name = '${courtName}' AND s.starts_at >= now() ORDER BY s.starts_at`,
    );
    return rows;
  }
}

class SessionLookup {
  constructor(repository) {
    this.repository = repository;
    // filter name -> repository call
    this.filters = {
      waiver: (value) => this.repository.byWaiver(value),
      day: (value) => this.repository.byDay(value),
      court: (value) => this.repository.byCourt(value),
    };
  }

  async find(filter, value) {
    const handler = this.filters[filter];
    if (!handler) {
      const err = new Error(`filter must be one of ${Object.keys(this.filters).join(', ')}`);
      err.status = 400;
      throw err;
    }
    return handler(String(value || ''));
  }
}

const lookup = new SessionLookup(new SessionRepository(pool));
const app = express();

app.get('/sessions', async (req, res) => {
  try {
    const sessions = await lookup.find(req.query.filter, req.query.value);
    res.json({ count: sessions.length, sessions });
  } catch (err) {
    res.status(err.status || 500).json({ error: err.status ? err.message : 'lookup failed' });
  }
});

app.listen(process.env.PORT || 3700, () => {
  console.log('session lookup listening');
});
