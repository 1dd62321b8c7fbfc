// A permit export job program of the h70 set (cwe-732-permissions).
import schedule from 'node-schedule';
import { mkdir, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const EXPORT_ROOT = process.env.PERMIT_EXPORT_ROOT ?? '/srv/drilling/exports';

const MODES = {
  dir: 0o750,
  file: 0o640,
};

const COUNTIES = ['Powys', 'Ceredigion', 'Carmarthenshire', 'Pembrokeshire'];

const csvCell = (v) => {
  const s = v == null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

const toCsv = (rows) => {
  if (rows.length === 0) return '';
  const headers = Object.keys(rows[0]);
  return [headers, ...rows.map((r) => headers.map((h) => r[h]))]
    .map((cols) => cols.map(csvCell).join(','))
    .join('\n');
};

const permitsFor = async (county) => {
  const { rows } = await pool.query(
    `SELECT permit_no, site_grid_ref, landowner_name, landowner_phone, planned_depth_m, rig, start_date
       FROM permits WHERE county = $1 AND status = 'approved' ORDER BY start_date`,
    [county],
  );
  return { county, rows };
};

const writeExport = async (dir, { county, rows }) => {
  const file = path.join(dir, `${county.toLowerCase()}-permits.csv`);
  await writeFile(file, toCsv(rows), { mode: MODES.file });
  await chmod(file, MODES.file);
  return { county, file, count: rows.length };
};

const runExport = async () => {
  const stamp = new Date().toISOString().slice(0, 10);
  const dir = path.join(EXPORT_ROOT, stamp);
  await mkdir(dir, { recursive: true, mode: MODES.dir });
  await chmod(dir, MODES.dir);

  const batches = await Promise.all(COUNTIES.map(permitsFor));
  const written = await Promise.all(
    batches.filter(({ rows }) => rows.length > 0).map((batch) => writeExport(dir, batch)),
  );
  const total = written.reduce((n, { count }) => n + count, 0);
  console.log(`[${stamp}] exported ${total} permits across ${written.length} counties to ${dir}`);
};

schedule.scheduleJob('permit-export', '30 1 * * *', () => {
  runExport().catch((err) => console.error('permit export failed:', err));
});

process.on('SIGTERM', async () => {
  await schedule.gracefulShutdown();
  await pool.end();
  process.exit(0);
});
