// Database configuration module used by the billing service to create its Postgres pool.
const fs = require('fs');
const { Pool } = require('pg');

const POOL_DEFAULTS = { port: 5432, max: 10, idleTimeoutMillis: 30000, connectionTimeoutMillis: 5000 };

function readCa() {
  const caPath = process.env.BILLING_DB_CA || '/etc/ssl/certs/rds-global-bundle.pem';
  return fs.existsSync(caPath) ? fs.readFileSync(caPath, 'utf8') : undefined;
}

function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function buildConfig(env = process.env) {
  return {
    ...POOL_DEFAULTS,
    host: env.BILLING_DB_HOST || 'billing-db.prod.internal',
    port: Number(env.BILLING_DB_PORT) || POOL_DEFAULTS.port,
    database: env.BILLING_DB_NAME || 'billing',
    user: env.BILLING_DB_USER || 'billing_app',
    password: required(env, 'BILLING_DB_PASSWORD'),
    ssl: { rejectUnauthorized: true, ca: readCa() },
    application_name: 'billing-service',
  };
}

let pool = null;

function getPool() {
  if (!pool) {
    pool = new Pool(buildConfig());
    pool.on('error', (err) => console.error('idle billing db client error', err.message));
  }
  return pool;
}

async function withTransaction(fn) {
  const client = await getPool().connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

module.exports = { getPool, withTransaction, buildConfig };
