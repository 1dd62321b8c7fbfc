// Law firm practice-management endpoint searching client matters by optional filters
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.MATTERS_DATABASE_URL });
const app = express();

const FILTERS = {
  client: 'client_name',
  attorney: 'lead_attorney',
  status: 'status',
  practice: 'practice_area',
};

const pickFilters = (query) =>
  Object.entries(FILTERS)
    .filter(([param]) => typeof query[param] === 'string' && query[param].trim() !== '')
    .map(([param, column]) => [column, query[param].trim()]);

const buildWhere = (pairs) =>
  pairs.reduce(
    (acc, [column, value]) => ({
      clauses: [...acc.clauses, `${column} = $${acc.params.length + 1}`],
      params: [...acc.params, value],
    }),
    { clauses: [], params: [] }
  );

const searchMatters = async (pairs) => {
  const { clauses, params } = buildWhere(pairs);
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const sql = `SELECT matter_id, title, client_name, status FROM matters ${where} ORDER BY opened_on DESC LIMIT 100`;
  const { rows } = await pool.query(sql, params);
  return rows;
};

app.get('/matters', (req, res, next) =>
  searchMatters(pickFilters(req.query))
    .then((rows) => res.json({ count: rows.length, rows }))
    .catch(next));

app.use((err, req, res, _next) => {
  console.error('matter search failed', err.message);
  res.status(500).json({ error: 'search failed' });
});

app.listen(5050);
