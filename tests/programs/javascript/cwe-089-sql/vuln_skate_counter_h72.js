// A skate counter program of the h72 set (cwe-089-sql).
'use strict';

const express = require('express');
const { Pool } = require('pg');

class Repository {
  constructor(pool, table, columns) {
    this.pool = pool;
    this.table = table;
    this.columns = new Set(columns);
  }

  // One WHERE fragment per filter; subclasses may specialise individual columns.
  condition(column, value, position) {
    return { text: `${column} = $${position}`, value };
  }

  async findBy(filters, limit = 50) {
    const parts = [];
    const values = [];
    for (const [column, raw] of Object.entries(filters)) {
      if (!this.columns.has(column) || raw === undefined || raw === '') continue;
      const { text, value } = this.condition(column, raw, values.length + 1);
      parts.push(text);
      if (value !== undefined) values.push(value);
    }
    const where = parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
    values.push(limit);
    const sql = `SELECT * FROM ${this.table}${where} ORDER BY id LIMIT $${values.length}`;
    const { rows } = await this.pool.query(sql, values);
    return rows;
  }
}

class SkateRepository extends Repository {
  constructor(pool) {
    super(pool, 'rental_skates', ['rink_id', 'size', 'wheel_durometer', 'model', 'status']);
  }

  // Staff type the start of a model name ("Riedell", "Sure-Grip Rock") at the counter.
  condition(column, value, position) {
    if (column === 'model') {
      return { text: `model ILIKE '${value}%'` };
    }
    return super.condition(column, value, position);
  }
}

class HelmetRepository extends Repository {
  constructor(pool) {
    super(pool, 'rental_helmets', ['rink_id', 'size', 'status']);
  }
}

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const inventories = new Map([
  ['skates', new SkateRepository(pool)],
  ['helmets', new HelmetRepository(pool)],
]);

const app = express();
app.use(express.json());

app.get('/inventory/:kind', async (req, res, next) => {
  const repo = inventories.get(req.params.kind);
  if (!repo) return res.status(404).json({ error: 'unknown inventory' });
  try {
    const rows = await repo.findBy({ status: 'available', ...req.query });
    res.json({ count: rows.length, items: rows });
  } catch (err) {
    next(err);
  }
});

app.post('/inventory/:kind/:id/checkout', async (req, res, next) => {
  const repo = inventories.get(req.params.kind);
  if (!repo) return res.status(404).json({ error: 'unknown inventory' });
  try {
    const { rowCount } = await pool.query(
      `UPDATE ${repo.table} SET status = 'out', renter_ref = $1 WHERE id = $2 AND status = 'available'`,
      [String(req.body.renterRef ?? ''), Number(req.params.id)],
    );
    if (rowCount === 0) return res.status(409).json({ error: 'not available' });
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(500).json({ error: 'lookup failed' });
});

app.listen(Number(process.env.PORT ?? 4100));
