// harvest yields (h58 set)
'use strict';

const express = require('express');
const { Pool } = require('pg');

const config = Object.freeze({
  port: Number(process.env.PORT || 3000),
  databaseUrl: process.env.DATABASE_URL,
});

const pool = new Pool({ connectionString: config.databaseUrl });

const toSeason = (value) => {
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n > 1990 && n < 2100 ? n : new Date().getFullYear();
};

const summarise = (rows) =>
  rows.reduce(
    (acc, { field_id: fieldId, tonnes }) => ({
      total: acc.total + Number(tonnes),
      fields: acc.fields.includes(fieldId) ? acc.fields : [...acc.fields, fieldId],
    }),
    { total: 0, fields: [] }
  );

const handlers = {
  async yieldsByField(req) {
    const { field } = req.params;
    const season = toSeason(req.query.season);
    const { rows } = await pool.query(
      `SELECT field_id, crop, tonnes, harvested_on
         FROM harvest_yields
        WHERE field_name = $1 AND season = $2
        ORDER BY harvested_on`,
      [field, season]
    );
    return { status: 200, body: { field, season, ...summarise(rows), rows } };
  },

  async listCrops() {
    const { rows } = await pool.query('SELECT DISTINCT crop FROM harvest_yields ORDER BY crop');
    return { status: 200, body: rows.map(({ crop }) => crop) };
  },
};

const routes = [
  ['get', '/fields/:field/yields', handlers.yieldsByField],
  ['get', '/crops', handlers.listCrops],
];

const wrap = (fn) => async (req, res, next) => {
  try {
    const { status, body } = await fn(req);
    res.status(status).json(body);
  } catch (err) {
    next(err);
  }
};

const app = express();
routes.forEach(([method, path, fn]) => app[method](path, wrap(fn)));

app.use((err, req, res, _next) => {
  req.log?.error?.(err);
  res.status(500).json({ error: 'internal error' });
});

app.listen(config.port, () => process.stdout.write(`yields api on ${config.port}\n`));
