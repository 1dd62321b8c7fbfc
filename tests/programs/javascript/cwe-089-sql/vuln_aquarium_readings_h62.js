// An aquarium readings program of the h62 set (cwe-089-sql).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.AQUARIUM_DATABASE_URL });

// Columns the tank dashboard is allowed to order by.
const SORTABLE = new Set(['recorded_at', 'temperature_c', 'salinity_ppt', 'ph', 'nitrate_ppm']);

const checkSortable = (column) =>
  SORTABLE.has(column)
    ? { ok: true, value: column }
    : { ok: false, error: `cannot order readings by "${column}"` };

const toDirection = (raw = 'desc') => (String(raw).toLowerCase() === 'asc' ? 'ASC' : 'DESC');

const toLimit = (raw) => Math.min(Number.parseInt(raw, 10) || 50, 500);

// Middleware: turn the query string into listing options on ctx.state.
const listingOptions = async (ctx, next) => {
  const { sort = 'recorded_at', dir, limit } = ctx.query;
  const sortCheck = checkSortable(sort);
  ctx.state.listing = {
    sort,
    dir: toDirection(dir),
    limit: toLimit(limit),
    notes: sortCheck.ok ? [] : [sortCheck.error],
  };
  await next();
};

const buildReadingsQuery = (tankId, { sort, dir, limit }) => ({
  text: `SELECT id, tank_id, recorded_at, temperature_c, salinity_ppt, ph, nitrate_ppm
           FROM water_readings
          WHERE tank_id = $1
          ORDER BY ${sort} ${dir}
          LIMIT $2`,
  values: [tankId, limit],
});

const fetchReadings = (tankId, listing) =>
  pool.query(buildReadingsQuery(tankId, listing)).then(({ rows }) => rows);

const summarise = (rows) =>
  rows.reduce(
    (acc, r) => ({
      count: acc.count + 1,
      maxTemp: Math.max(acc.maxTemp, Number(r.temperature_c)),
      minPh: Math.min(acc.minPh, Number(r.ph)),
    }),
    { count: 0, maxTemp: -Infinity, minPh: Infinity }
  );

const router = new Router();

router.get('/tanks/:tankId/readings', listingOptions, async (ctx) => {
  const tankId = Number.parseInt(ctx.params.tankId, 10);
  if (!Number.isInteger(tankId)) {
    ctx.status = 400;
    ctx.body = { error: 'tank id must be numeric' };
    return;
  }
  const { listing } = ctx.state;
  const rows = await fetchReadings(tankId, listing);
  ctx.body = { tankId, notes: listing.notes, summary: summarise(rows), readings: rows };
});

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = 500;
    ctx.body = { error: 'could not load readings' };
    ctx.app.emit('error', err, ctx);
  }
});
app.use(router.routes()).use(router.allowedMethods());

app.listen(Number(process.env.PORT) || 3000);
