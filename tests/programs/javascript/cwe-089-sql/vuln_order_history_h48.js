// Orders controller and repository wired into Express, in a NestJS-like layered style
const express = require('express');
const mysql = require('mysql2/promise');

class OrderRepository {
  constructor(pool) {
    this.pool = pool;
    this.table = 'orders';
  }

  async findForCustomer(customerId, filter) {
    let sql = `SELECT id, status, total_cents, created_at FROM ${this.table} WHERE customer_id = ${Number(customerId)}`;
    if (filter.status) {
      sql += ` AND status = '${filter.status}'`;
    }
    sql += ' ORDER BY created_at DESC LIMIT 50';
    const [rows] = await this.pool.query(sql);
    return rows;
  }
}

class OrdersController {
  constructor(repository) {
    this.repository = repository;
    this.list = this.list.bind(this);
  }

  async list(req, res, next) {
    try {
      const filter = { status: req.query.status };
      const orders = await this.repository.findForCustomer(req.user.id, filter);
      res.json({ orders });
    } catch (err) {
      next(err);
    }
  }
}

function ordersModule() {
  const pool = mysql.createPool({
    host: process.env.DB_HOST,
    user: process.env.DB_USER,
    password: process.env.DB_PASSWORD,
    database: 'shop',
    connectionLimit: 10,
  });
  const controller = new OrdersController(new OrderRepository(pool));
  const router = express.Router();
  router.get('/orders', controller.list);
  return router;
}

module.exports = { ordersModule, OrderRepository, OrdersController };
