// Express route that builds a support-ticket report filtered by status and queue using pg-format.
const express = require('express');
const format = require('pg-format');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();
app.use(express.json());

const QUEUES = { billing: 'tickets_billing', tech: 'tickets_tech', sales: 'tickets_sales' };

function buildReportQuery(table, status, days) {
  return format(
    'SELECT priority, count(*) AS n FROM %I WHERE status = %L AND opened_at > now() - interval \'%s days\' GROUP BY priority',
    table,
    status,
    days
  );
}

async function runReport(queue, status, days) {
  const table = QUEUES[queue];
  if (!table) {
    throw Object.assign(new Error('unknown queue'), { status: 400 });
  }
  const { rows } = await pool.query(buildReportQuery(table, status, days));
  return rows;
}

app.get('/reports/tickets/:queue', async (req, res, next) => {
  try {
    const days = Math.min(parseInt(req.query.days, 10) || 7, 90);
    const status = String(req.query.status || 'open');
    const rows = await runReport(req.params.queue, status, days);
    res.json({ queue: req.params.queue, status, days, rows });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ error: err.message });
});

app.listen(3000);
