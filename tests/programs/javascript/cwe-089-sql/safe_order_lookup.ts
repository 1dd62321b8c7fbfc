// Express service listing a signed-in customer's orders filtered by status
import express, { Request, Response } from 'express';
import mysql from 'mysql2/promise';
import { requireCustomer } from './auth';

interface OrderFilter {
  customerId: number;
  status: string;
  limit: number;
}

class OrderRepository {
  private readonly table = 'orders';

  constructor(private readonly pool: mysql.Pool) {}

  async find(filter: OrderFilter) {
    const sql =
      `SELECT id, total_cents, status, created_at FROM ${this.table} ` +
      'WHERE customer_id = ? AND status = ? ' +
      'ORDER BY created_at DESC LIMIT ?';
    const [rows] = await this.pool.execute(sql, [filter.customerId, filter.status, String(filter.limit)]);
    return rows;
  }
}

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: 'shop',
  connectionLimit: 10,
});
const orders = new OrderRepository(pool);
const app = express();

app.get('/orders', requireCustomer, async (req: Request, res: Response) => {
  const filter: OrderFilter = {
    customerId: res.locals.customerId,
    status: String(req.query.status || 'open'),
    limit: Math.min(Number(req.query.limit) || 25, 100),
  };
  try {
    res.json(await orders.find(filter));
  } catch (err) {
    res.status(500).json({ error: 'lookup failed' });
  }
});

export default app;
