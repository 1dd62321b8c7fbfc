// Express route listing catalogue products from SQLite with user-selected sorting
import express from 'express';
import Database from 'better-sqlite3';

const db = new Database(process.env.CATALOG_DB || './catalog.db', { readonly: true });
export const router = express.Router();

const PAGE_SIZE = 24;
const SORT_COLUMNS = {
  name: 'name',
  price: 'price_cents',
  newest: 'created_at',
};

function sortClause(query) {
  const key = String(query.sort || 'name');
  if (!Object.hasOwn(SORT_COLUMNS, key)) {
    return null;
  }
  const direction = query.dir === 'desc' ? 'DESC' : 'ASC';
  return `${SORT_COLUMNS[key]} ${direction}`;
}

router.get('/products', (req, res) => {
  const order = sortClause(req.query);
  if (!order) {
    return res.status(400).json({ error: 'invalid sort' });
  }
  const page = Math.max(0, Number.parseInt(req.query.page, 10) || 0);
  const stmt = db.prepare(
    `SELECT id, name, price_cents, created_at FROM products WHERE active = 1 ORDER BY ${order} LIMIT ? OFFSET ?`
  );
  const rows = stmt.all(PAGE_SIZE, page * PAGE_SIZE);
  res.json({ page, products: rows });
});
