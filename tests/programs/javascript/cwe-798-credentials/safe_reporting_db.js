// Database connection module for the nightly reporting worker using a Knex PostgreSQL pool
const knex = require('knex');

const DEFAULTS = {
  host: 'reporting-db.internal.example.com',
  port: 5432,
  database: 'reporting',
  user: 'report_worker',
};

function requireEnv(env, name) {
  const value = env[name];
  if (!value) {
    throw new Error(`missing required environment variable ${name}`);
  }
  return value;
}

function connectionSettings(env) {
  return {
    host: env.REPORTING_DB_HOST || DEFAULTS.host,
    port: Number(env.REPORTING_DB_PORT) || DEFAULTS.port,
    database: env.REPORTING_DB_NAME || DEFAULTS.database,
    user: env.REPORTING_DB_USER || DEFAULTS.user,
    password: requireEnv(env, 'REPORTING_DB_PASSWORD'),
    ssl: { rejectUnauthorized: true },
  };
}

const db = knex({
  client: 'pg',
  connection: connectionSettings(process.env),
  pool: { min: 1, max: 4 },
  acquireConnectionTimeout: 10000,
});

async function dailyRevenue(day) {
  return db('orders')
    .where('created_at', '>=', day)
    .andWhere('created_at', '<', db.raw("?::date + interval '1 day'", [day]))
    .sum({ revenue: 'total_cents' })
    .first();
}

module.exports = { db, dailyRevenue };
