// listing search (h58 set)
'use strict';

const express = require('express');
const knex = require('knex')({
  client: 'pg',
  connection: process.env.LISTINGS_DATABASE_URL,
  pool: { min: 0, max: 8 },
});

const num = (v) => (v === undefined || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

// each builder receives the query params and returns a (sql, bindings) fragment or null
const filters = [
  ({ minPrice }) => (num(minPrice) !== undefined ? ['asking_price >= ?', [num(minPrice)]] : null),
  ({ maxPrice }) => (num(maxPrice) !== undefined ? ['asking_price <= ?', [num(maxPrice)]] : null),
  ({ bedrooms }) => (num(bedrooms) !== undefined ? ['bedrooms >= ?', [num(bedrooms)]] : null),
  ({ suburb }) => (suburb ? ['lower(suburb) = lower(?)', [String(suburb)]] : null),
];

const buildWhere = (params) =>
  filters
    .map((f) => f(params))
    .filter(Boolean)
    .reduce(
      (acc, [sql, bindings]) => ({ sql: [...acc.sql, sql], bindings: [...acc.bindings, ...bindings] }),
      { sql: ['status = ?'], bindings: ['active'] }
    );

const searchListings = async (params) => {
  const { sql, bindings } = buildWhere(params);
  const result = await knex.raw(
    `SELECT id, address, suburb, bedrooms, asking_price
       FROM listings
      WHERE ${sql.join(' AND ')}
      ORDER BY listed_at DESC
      LIMIT 50`,
    bindings
  );
  return result.rows;
};

const app = express();

app.get('/listings', async (req, res, next) => {
  try {
    const rows = await searchListings(req.query);
    res.json({ count: rows.length, listings: rows });
  } catch (err) {
    next(err);
  }
});

app.get('/listings/:id', async (req, res, next) => {
  try {
    const listing = await knex('listings').where({ id: Number(req.params.id) }).first();
    return listing ? res.json(listing) : res.sendStatus(404);
  } catch (err) {
    return next(err);
  }
});

app.listen(Number(process.env.PORT) || 8080);
