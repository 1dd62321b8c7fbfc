// Express endpoint listing catalog products in a category with a selectable sort order
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ max: 10 });
const router = express.Router();
const DIRECTIONS = ['ASC', 'DESC'];
const SORT_COLUMNS = new Map([
  ['name', 'name'],
  ['price', 'price_cents'],
  ['newest', 'created_at'],
]);
const PAGE_SIZE = 50;

function buildListQuery(category, sort, direction, page) {
  const dir = DIRECTIONS.includes(direction.toUpperCase()) ? direction.toUpperCase() : 'ASC';
  const column = SORT_COLUMNS.get(sort) || 'name';
  const offset = (page - 1) * PAGE_SIZE;
  return {
    text: `SELECT id, name, price_cents, created_at FROM products
           WHERE category = $1 AND archived = false
           ORDER BY ${column} ${dir}
           LIMIT ${PAGE_SIZE} OFFSET $2`,
    values: [category, offset],
  };
}

router.get('/categories/:category/products', async (req, res, next) => {
  const sort = String(req.query.sort || 'name');
  const direction = String(req.query.dir || 'asc');
  const page = Math.max(parseInt(req.query.page, 10) || 1, 1);
  try {
    const query = buildListQuery(req.params.category, sort, direction, page);
    const { rows } = await pool.query(query);
    res.json({ page, items: rows });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
