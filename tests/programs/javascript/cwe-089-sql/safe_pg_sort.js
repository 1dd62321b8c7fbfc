// Express endpoint returning a sortable, paginated product listing from Postgres
const express = require('express');
const { Pool } = require('pg');
const logger = require('../lib/logger');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const router = express.Router();

const SORTABLE = new Map([
  ['name', 'name'],
  ['created', 'created_at'],
  ['price', 'price_cents'],
]);

function pageParams(query) {
  const page = Math.max(Number(query.page) || 1, 1);
  const size = Math.min(Math.max(Number(query.size) || 20, 1), 100);
  return { limit: size, offset: (page - 1) * size };
}

function sortClause(query) {
  const requested = String(query.sort || 'name');
  const column = SORTABLE.get(requested) || 'name';
  if (!SORTABLE.has(requested)) {
    logger.warn({ requested }, 'unexpected sort column requested');
  }
  const direction = query.dir === 'desc' ? 'DESC' : 'ASC';
  return `${column} ${direction}`;
}

router.get('/products', async (req, res, next) => {
  try {
    const { limit, offset } = pageParams(req.query);
    const order = sortClause(req.query);
    const sql =
      'SELECT id, name, price_cents, created_at FROM products ' +
      'WHERE archived = false ORDER BY ' + order + ' LIMIT $1 OFFSET $2';
    const result = await pool.query(sql, [limit, offset]);
    res.json({ items: result.rows, limit, offset });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
