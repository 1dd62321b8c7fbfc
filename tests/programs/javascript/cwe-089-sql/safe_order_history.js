// Repository class and route for listing a customer's order history from MySQL
const express = require('express');
const mysql = require('mysql2/promise');

class OrderRepository {
  constructor(pool) {
    this.pool = pool;
    this.table = 'orders';
    this.columns = ['id', 'total_cents', 'status', 'created_at'];
  }

  buildFilter(criteria) {
    const clauses = ['customer_id = ?'];
    const params = [Number(criteria.customerId)];
    if (criteria.status) {
      clauses.push('status = ?');
      params.push(String(criteria.status));
    }
    if (criteria.since) {
      clauses.push('created_at >= ?');
      params.push(new Date(criteria.since).toISOString().slice(0, 10));
    }
    return { where: clauses.join(' AND '), params };
  }

  async find(criteria) {
    const { where, params } = this.buildFilter(criteria);
    const sql = `SELECT ${this.columns.join(', ')} FROM ${this.table} WHERE ${where} ORDER BY created_at DESC LIMIT 50`;
    const [rows] = await this.pool.execute(sql, params);
    return rows;
  }
}

const pool = mysql.createPool({ uri: process.env.MYSQL_URL, connectionLimit: 10 });
const orders = new OrderRepository(pool);
const router = express.Router();

router.get('/me/orders', async (req, res, next) => {
  try {
    const rows = await orders.find({
      customerId: req.user.id,
      status: req.query.status,
      since: req.query.since,
    });
    res.json({ orders: rows });
  } catch (err) {
    next(err);
  }
});

module.exports = { router, OrderRepository };
