// Express endpoint listing products in a category with a client-selected sort column (node-postgres).
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();

const SORT_COLUMNS = new Map([
  ['name', 'name'],
  ['price', 'price_cents'],
  ['stock', 'stock'],
  ['newest', 'created_at'],
]);

function buildListQuery(opts) {
  const direction = opts.desc ? 'DESC' : 'ASC';
  return {
    text:
      'SELECT id, name, price_cents, stock FROM products WHERE category_id = $1 ' +
      `ORDER BY ${opts.sort} ${direction} LIMIT $2 OFFSET $3`,
    values: [opts.categoryId, opts.pageSize, opts.page * opts.pageSize],
  };
}

app.get('/categories/:id/products', async (req, res, next) => {
  const sort = SORT_COLUMNS.get(String(req.query.sort || 'name'));
  if (!sort) {
    return res.status(400).json({ error: 'invalid sort' });
  }
  const opts = {
    categoryId: Number.parseInt(req.params.id, 10),
    sort,
    desc: req.query.dir === 'desc',
    page: Math.max(0, Number.parseInt(req.query.page, 10) || 0),
    pageSize: 25,
  };
  try {
    const { rows } = await pool.query(buildListQuery(opts));
    res.json({ items: rows, page: opts.page });
  } catch (err) {
    next(err);
  }
});

app.listen(Number(process.env.PORT) || 8080);
