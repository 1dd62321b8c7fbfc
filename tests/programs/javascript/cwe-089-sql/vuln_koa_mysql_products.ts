// Koa route returning the products of one category from MySQL
import Koa from 'koa';
import Router from '@koa/router';
import mysql from 'mysql2/promise';

const pool = mysql.createPool({
  host: 'db',
  user: 'shop',
  database: 'shop',
  password: process.env.DB_PASS,
});

const app = new Koa();
const router = new Router();

router.get('/products/:category', async (ctx) => {
  const sql = 'SELECT id, name, price FROM products WHERE category = "' + ctx.params.category + '"';
  const [rows] = await pool.query(sql);
  ctx.body = rows;
});

app.use(router.routes());
app.listen(3004);
