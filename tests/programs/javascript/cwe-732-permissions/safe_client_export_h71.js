// A client export program of the h71 set (cwe-732-permissions).
import cron from 'node-cron';
import { open, chmod, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

const EXPORT_DIR = process.env.EXPORT_DIR ?? '/srv/oakline/exports';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
let running = false;

function csvCell(value) {
  const text = String(value ?? '');
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function loadUpcomingJobs() {
  const { rows } = await pool.query(
    `SELECT c.name, c.phone, c.email, c.address, j.scheduled_for, j.work_type, j.crew, j.tpo_reference
       FROM jobs j JOIN clients c ON c.id = j.client_id
      WHERE j.scheduled_for BETWEEN current_date AND current_date + 14
      ORDER BY j.scheduled_for, j.crew`,
  );
  return rows;
}

async function writeExport(target, csv) {
  const partial = `${target}.partial`;
  const handle = await open(partial, 'w', 0o600);
  try {
    await handle.writeFile(csv, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, target);
  // the planning-board sync agent is in the export group
  await chmod(target, 0o640);
}

async function runExport() {
  if (running) {
    console.warn('previous export still running, skipping this slot');
    return;
  }
  running = true;
  const started = Date.now();
  try {
    await mkdir(EXPORT_DIR, { recursive: true, mode: 0o750 });
    const jobs = await loadUpcomingJobs();
    const header = ['name', 'phone', 'email', 'address', 'scheduled_for', 'work_type', 'crew', 'tpo_reference'];
    const lines = [header.join(','), ...jobs.map((row) => header.map((h) => csvCell(row[h])).join(','))];
    const target = path.join(EXPORT_DIR, `jobs-${new Date().toISOString().slice(0, 10)}.csv`);
    await writeExport(target, `${lines.join('\n')}\n`);
    console.log(`exported ${jobs.length} jobs to ${target} in ${Date.now() - started} ms`);
  } catch (err) {
    console.error('client export failed', err);
  } finally {
    running = false;
  }
}

cron.schedule('30 1 * * *', runExport, { timezone: 'Europe/London' });

process.on('SIGTERM', async () => {
  await pool.end();
  process.exit(0);
});

if (process.argv.includes('--now')) {
  await runExport();
}
