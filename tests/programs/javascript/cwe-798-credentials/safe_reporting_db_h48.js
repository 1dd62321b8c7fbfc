// PostgreSQL pool and query helpers used by the nightly reporting worker
import pg from 'pg';

function required(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing required environment variable ${name}`);
  }
  return value;
}

const settings = {
  host: process.env.REPORTING_DB_HOST || 'reporting-db.internal',
  port: Number(process.env.REPORTING_DB_PORT || 5432),
  database: 'analytics',
  user: process.env.REPORTING_DB_USER || 'report_writer',
  password: required('REPORTING_DB_PASSWORD'),
  max: 5,
  idleTimeoutMillis: 30000,
  ssl: { rejectUnauthorized: true, ca: process.env.REPORTING_DB_CA },
};

let pool;

export function getPool() {
  if (!pool) {
    pool = new pg.Pool(settings);
    pool.on('error', (err) => console.error('idle client error', err.message));
  }
  return pool;
}

export async function dailyRevenue(day) {
  const { rows } = await getPool().query(
    `SELECT currency, SUM(amount_cents) AS total
       FROM payments
      WHERE paid_at >= $1::date AND paid_at < $1::date + INTERVAL '1 day'
      GROUP BY currency`,
    [day],
  );
  return rows;
}

export async function storeSnapshot(day, payload) {
  await getPool().query(
    'INSERT INTO report_snapshots (day, payload) VALUES ($1, $2) ON CONFLICT (day) DO UPDATE SET payload = EXCLUDED.payload',
    [day, JSON.stringify(payload)],
  );
}
