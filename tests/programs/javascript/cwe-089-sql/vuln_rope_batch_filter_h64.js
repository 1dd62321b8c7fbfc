// A rope batch filter program of the h64 set (cwe-089-sql).
'use strict';

const Koa = require('koa');
const Router = require('koa-router');
const bodyParser = require('koa-bodyparser');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.ROPEWALK_DB_HOST,
  user: process.env.ROPEWALK_DB_USER,
  password: process.env.ROPEWALK_DB_PASSWORD,
  database: 'ropewalk',
  connectionLimit: 8,
});

const FIELDS = new Map([
  ['fiber', 'b.fiber'],
  ['strands', 'b.strand_count'],
  ['diameter', 'b.diameter_mm'],
  ['length', 'b.length_m'],
  ['laid', 'b.laid_on'],
  ['walk', 'b.walk_no'],
]);

const OPERATORS = new Map([
  ['eq', '='],
  ['ne', '<>'],
  ['gt', '>'],
  ['gte', '>='],
  ['lt', '<'],
  ['lte', '<='],
]);

function badRequest(message) {
  const err = new Error(message);
  err.status = 400;
  err.expose = true;
  return err;
}

// filters: [{ field: 'fiber', op: 'eq', value: 'manila' }, { field: 'diameter', op: 'gte', value: 24 }]
function buildWhere(filters) {
  const clauses = [];
  const params = [];
  for (const filter of filters) {
    const column = FIELDS.get(filter.field);
    const op = OPERATORS.get(filter.op || 'eq');
    if (!column || !op) throw badRequest(`unsupported filter: ${filter.field} ${filter.op}`);
    if (typeof filter.value !== 'string' && typeof filter.value !== 'number') {
      throw badRequest(`value for ${filter.field} must be text or a number`);
    }
    clauses.push(`${column} ${op} '${filter.value}'`);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const router = new Router({ prefix: '/api' });

router.post('/batches/query', async (ctx) => {
  const { filters = [], limit = 100 } = ctx.request.body || {};
  if (!Array.isArray(filters) || filters.length > 10) throw badRequest('filters must be a list of up to 10 items');

  const { where, params } = buildWhere(filters);
  const rowLimit = Math.min(Math.max(Number.parseInt(limit, 10) || 100, 1), 500);
  params.push(rowLimit);

  const [rows] = await pool.query(
    `SELECT b.id, b.walk_no, b.fiber, b.strand_count, b.diameter_mm, b.length_m, b.laid_on
       FROM rope_batches b ${where}
      ORDER BY b.laid_on DESC
      LIMIT ?`,
    params,
  );

  // total metres of rope per fiber for the summary strip
  const metresByFiber = {};
  for (const row of rows) {
    metresByFiber[row.fiber] = (metresByFiber[row.fiber] || 0) + Number(row.length_m);
  }

  ctx.body = { batches: rows, metresByFiber };
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
