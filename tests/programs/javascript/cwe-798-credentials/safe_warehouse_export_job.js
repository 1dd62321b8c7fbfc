// Nightly job exporting aggregated viewer analytics from Postgres into the reporting warehouse
const { Pool } = require('pg');
const cron = require('node-cron');

const sourcePool = new Pool({ connectionString: process.env.ANALYTICS_DATABASE_URL, max: 4 });

function requiredEnv(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} must be set`);
  }
  return value;
}

const warehouseConfig = {
  host: process.env.WAREHOUSE_HOST || 'warehouse.internal.example',
  port: Number(process.env.WAREHOUSE_PORT || 5439),
  database: 'reporting',
  user: process.env.WAREHOUSE_USER || 'etl_loader',
  password: requiredEnv('WAREHOUSE_PASSWORD'),
  ssl: { rejectUnauthorized: true },
  max: 2,
};

const warehousePool = new Pool(warehouseConfig);

async function loadDailyViews(day) {
  const { rows } = await sourcePool.query(
    `SELECT channel_id, count(*)::int AS views, count(DISTINCT viewer_id)::int AS viewers
       FROM playback_events WHERE occurred_at::date = $1 GROUP BY channel_id`,
    [day],
  );
  return rows;
}

async function writeDailyViews(day, rows) {
  const client = await warehousePool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM daily_channel_views WHERE day = $1', [day]);
    for (const row of rows) {
      await client.query(
        'INSERT INTO daily_channel_views (day, channel_id, views, viewers) VALUES ($1, $2, $3, $4)',
        [day, row.channel_id, row.views, row.viewers],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

async function exportYesterday() {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const rows = await loadDailyViews(day);
  await writeDailyViews(day, rows);
  console.log(`exported ${rows.length} channel rows for ${day}`);
}

cron.schedule('15 2 * * *', () => {
  exportYesterday().catch((err) => console.error('warehouse export failed', err));
});

module.exports = { exportYesterday };
