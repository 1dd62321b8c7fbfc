// Order repository and Express route listing a customer's orders filtered by status
const express = require('express');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: 'shop',
  connectionLimit: 10,
});

class OrderRepository {
  constructor(db) {
    this.db = db;
  }

  async findForCustomer(customerId, filters) {
    let sql = 'SELECT id, status, total_cents, created_at FROM orders WHERE customer_id = ?';
    const params = [customerId];
    if (filters.status) {
      sql += ' AND status = ?';
      params.push(filters.status);
    }
    if (filters.since) {
      sql += ' AND created_at >= ?';
      params.push(filters.since);
    }
    sql += ' ORDER BY created_at DESC LIMIT 100';
    const [rows] = await this.db.query(sql, params);
    return rows;
  }
}

const orders = new OrderRepository(pool);
const router = express.Router();

router.get('/customers/:id/orders', async (req, res, next) => {
  try {
    const filters = {
      status: req.query.status,
      since: req.query.since ? new Date(req.query.since) : null,
    };
    const rows = await orders.findForCustomer(Number(req.params.id), filters);
    res.json({ orders: rows });
  } catch (err) {
    next(err);
  }
});

module.exports = { router, OrderRepository };
