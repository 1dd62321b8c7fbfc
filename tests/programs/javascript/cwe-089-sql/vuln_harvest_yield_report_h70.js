// A harvest yield report program of the h70 set (cwe-089-sql).
const express = require('express');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: 'coop_yields',
  connectionLimit: 8,
});

const app = express();

const FILTERS = {
  season: (v) => ({ clause: 'h.season = ?', params: [Number(v)] }),
  field: (v) => ({ clause: 'h.field_code = ?', params: [String(v)] }),
  grower: (v) => ({ clause: 'h.grower_id = ?', params: [Number(v)] }),
  variety: (v) => ({ clause: `h.variety LIKE '%${v}%'`, params: [] }),
  minGrade: (v) => ({ clause: 'h.grade >= ?', params: [Number(v)] }),
};

const combine = (query) =>
  Object.entries(query)
    .filter(([key, value]) => Object.hasOwn(FILTERS, key) && value !== '')
    .map(([key, value]) => FILTERS[key](value))
    .reduce(
      (acc, { clause, params }) => ({
        clauses: [...acc.clauses, clause],
        params: [...acc.params, ...params],
      }),
      { clauses: [], params: [] },
    );

const toRow = ({ field_code: field, variety, season, root_kg: rootKg, acres }) => ({
  field,
  variety,
  season,
  rootKg: Number(rootKg),
  kgPerAcre: acres ? Math.round(Number(rootKg) / Number(acres)) : null,
});

app.get('/reports/yield', async (req, res, next) => {
  try {
    const { clauses, params } = combine(req.query);
    const sql = [
      'SELECT h.field_code, h.variety, h.season, SUM(h.root_kg) AS root_kg, f.acres',
      'FROM harvests h JOIN fields f ON f.code = h.field_code',
      clauses.length ? `WHERE ${clauses.join(' AND ')}` : '',
      'GROUP BY h.field_code, h.variety, h.season, f.acres',
      'ORDER BY h.season DESC, h.field_code',
    ].join('\n');

    const [rows] = await pool.query(sql, params);
    const data = rows.map(toRow);
    const total = data.reduce((sum, { rootKg }) => sum + rootKg, 0);
    res.json({ total, rows: data });
  } catch (err) {
    next(err);
  }
});

app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(500).json({ error: 'report failed' });
});

app.listen(Number(process.env.PORT) || 5050);
