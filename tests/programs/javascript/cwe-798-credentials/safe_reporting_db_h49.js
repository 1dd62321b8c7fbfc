// Database module for the reporting worker: builds the Postgres pool and runs nightly rollups
const { Pool } = require('pg');

function requiredEnv(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} must be set`);
  }
  return value;
}

const settings = {
  host: process.env.REPORTING_DB_HOST || 'reporting-db.internal',
  port: Number(process.env.REPORTING_DB_PORT) || 5432,
  database: 'analytics',
  user: process.env.REPORTING_DB_USER || 'report_writer',
  password: requiredEnv('REPORTING_DB_PASSWORD'),
  max: 8,
  idleTimeoutMillis: 30000,
  ssl: { rejectUnauthorized: true },
};

let pool;

function getPool() {
  if (!pool) {
    pool = new Pool(settings);
    pool.on('error', (err) => console.error('reporting pool error', err.message));
  }
  return pool;
}

async function rollupDay(day) {
  const client = await getPool().connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM daily_rollup WHERE day = $1', [day]);
    await client.query(
      `INSERT INTO daily_rollup (day, account_id, events, revenue_cents)
       SELECT $1::date, account_id, COUNT(*), SUM(revenue_cents)
         FROM events WHERE occurred_at::date = $1::date GROUP BY account_id`,
      [day],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

module.exports = { getPool, rollupDay };
