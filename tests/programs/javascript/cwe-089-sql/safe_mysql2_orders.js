// Express route listing a customer's orders from MySQL with optional filters
const express = require('express');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: 'shop',
  connectionLimit: 10,
});

const router = express.Router();

function buildOrderQuery(filters) {
  let sql = 'SELECT id, total_cents, status, created_at FROM orders WHERE customer_id = ?';
  const params = [filters.customerId];

  if (filters.status) {
    sql += ' AND status = ?';
    params.push(filters.status);
  }
  if (filters.since) {
    sql += ' AND created_at >= ?';
    params.push(filters.since);
  }
  sql += ' ORDER BY created_at DESC LIMIT ?';
  params.push(filters.limit);
  return { sql, params };
}

router.get('/orders', async (req, res, next) => {
  try {
    const filters = {
      customerId: req.user.id,
      status: req.query.status,
      since: req.query.since ? new Date(req.query.since) : null,
      limit: Math.min(Number.parseInt(req.query.limit, 10) || 20, 100),
    };
    const { sql, params } = buildOrderQuery(filters);
    const [rows] = await pool.query(sql, params);
    res.json({ orders: rows });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
