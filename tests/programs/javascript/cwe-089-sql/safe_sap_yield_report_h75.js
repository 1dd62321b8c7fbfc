// A maple syrup farm sap yield report program of the h75 set (cwe-089-sql).
'use strict';

const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SORTABLE = new Map([
  ['date', 'tapped_on'],
  ['litres', 'sap_litres'],
  ['brix', 'sugar_brix'],
  ['grove', 'grove_name'],
]);
const DEFAULT_SORT = 'tapped_on';

class SortError extends Error {
  constructor(value) {
    super(`cannot sort by "${value}"`);
    this.name = 'SortError';
  }
}

function resolveSort(requested) {
  if (requested === undefined) {
    return DEFAULT_SORT;
  }
  const column = SORTABLE.get(String(requested).toLowerCase());
  if (!column) {
    throw new SortError(requested);
  }
  return column;
}

function parseSeason(raw) {
  const season = Number(raw);
  if (!Number.isInteger(season) || season < 1990 || season > 2100) {
    const err = new RangeError('season must be a year');
    err.status = 400;
    throw err;
  }
  return season;
}

const app = express();

app.get('/reports/yield', async (req, res, next) => {
  let season;
  try {
    season = parseSeason(req.query.season);
  } catch (err) {
    return next(err);
  }

  let orderBy;
  try {
    orderBy = resolveSort(req.query.sort);
  } catch (err) {
    console.warn(`[yield] ${err.message}, using ${DEFAULT_SORT}`);
    orderBy = DEFAULT_SORT;
  }
  const direction = req.query.dir === 'asc' ? 'ASC' : 'DESC';

  const client = await pool.connect().catch(next);
  if (!client) {
    return undefined;
  }
  try {
    const { rows } = await client.query(
      `SELECT grove_name, tapped_on, sap_litres, sugar_brix
         FROM sap_collections
        WHERE EXTRACT(YEAR FROM tapped_on) = $1
        ORDER BY ${orderBy} ${direction}
        LIMIT 500`,
      [season]
    );
    res.json({ season, rows });
  } catch (err) {
    err.status = err.code === '42703' ? 400 : 500;
    next(err);
  } finally {
    client.release();
  }
});

app.use((err, req, res, _next) => {
  const status = err.status || 500;
  if (status === 500) {
    console.error('[yield]', err);
  }
  res.status(status).json({ error: status === 500 ? 'report failed' : err.message });
});

app.listen(Number(process.env.PORT) || 3200);
