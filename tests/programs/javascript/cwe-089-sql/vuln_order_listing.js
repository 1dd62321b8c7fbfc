// Koa endpoint listing orders with a client-chosen sort column and paging, backed by Postgres.
const Koa = require('koa');
const Router = require('@koa/router');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const PAGE_SIZE = 25;

function orderClause(sort, dir) {
  const column = sort || 'created_at';
  const direction = dir === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${column} ${direction}`;
}

async function listOrders(sort, dir, page) {
  const sql = `SELECT id, customer_id, total_cents, status, created_at
               FROM orders ${orderClause(sort, dir)}
               LIMIT $1 OFFSET $2`;
  const { rows } = await pool.query(sql, [PAGE_SIZE, (page - 1) * PAGE_SIZE]);
  return rows;
}

const router = new Router();

router.get('/orders', async (ctx) => {
  const page = Math.max(Number.parseInt(ctx.query.page, 10) || 1, 1);
  const orders = await listOrders(ctx.query.sort, ctx.query.dir, page);
  ctx.body = { page, pageSize: PAGE_SIZE, orders };
});

const app = new Koa();
app.use(router.routes());
app.listen(3005);
