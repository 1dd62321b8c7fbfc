// A knife sharpener order queue sorting program of the h76 set (cwe-089-sql).
'use strict';

const express = require('express');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST || 'localhost',
  user: process.env.DB_USER || 'sharpener',
  password: process.env.DB_PASSWORD,
  database: process.env.DB_NAME || 'workshop',
  connectionLimit: 8,
});

const LIST_DEFAULTS = {
  status: 'waiting',
  sort: 'received_at',
  direction: 'ASC',
  limit: 50,
};

const SORT_COLUMNS = new Map([
  ['received_at', 'received_at'],
  ['due_at', 'due_at'],
  ['customer_name', 'customer_name'],
  ['blade_count', 'blade_count'],
]);

function buildListQuery(options) {
  const column = SORT_COLUMNS.get(String(options.sort)) || 'received_at';
  const direction = String(options.direction).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const sql = `SELECT id, customer_name, blade_type, blade_count, edge_angle, status, received_at, due_at
                 FROM sharpening_orders
                WHERE status = ?
                ORDER BY ${column} ${direction}
                LIMIT ?`;
  return { sql, params: [options.status, options.limit] };
}

class OrderQueue {
  constructor(db, queryBuilder) {
    this.db = db;
    this.queryBuilder = queryBuilder;
  }

  async list(requested) {
    const options = { ...LIST_DEFAULTS };
    for (const key of Object.keys(LIST_DEFAULTS)) {
      if (requested[key] !== undefined && requested[key] !== '') {
        options[key] = requested[key];
      }
    }
    options.limit = Math.min(Math.max(Number.parseInt(options.limit, 10) || 50, 1), 200);
    const { sql, params } = this.queryBuilder(options);
    const [rows] = await this.db.query(sql, params);
    return rows;
  }

  async advance(orderId, status) {
    const [result] = await this.db.execute(
      'UPDATE sharpening_orders SET status = ? WHERE id = ?',
      [status, orderId],
    );
    return result.affectedRows === 1;
  }
}

const queue = new OrderQueue(pool, buildListQuery);
const app = express();
app.use(express.json());

app.get('/orders', async (req, res) => {
  try {
    res.json(await queue.list(req.query));
  } catch (err) {
    console.error(err);
    res.status(500).json({ error: 'could not load the queue' });
  }
});

app.post('/orders/:id/status', async (req, res) => {
  const allowed = ['waiting', 'on_wheel', 'honing', 'ready', 'collected'];
  if (!allowed.includes(req.body.status)) {
    return res.status(400).json({ error: 'unknown status' });
  }
  const changed = await queue.advance(req.params.id, req.body.status);
  res.status(changed ? 204 : 404).end();
});

app.listen(process.env.PORT || 3800);
