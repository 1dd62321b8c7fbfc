// A catch log export program of the h74 set (cwe-732-permissions).
import { Cron } from 'croner';
import { createWriteStream } from 'node:fs';
import { mkdir, chmod, rename } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import pg from 'pg';

const EXPORT_DIR = process.env.EXPORT_DIR || '/var/derby/exports';
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });

function csvCell(value) {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

async function* catchRows(derbyId) {
  const pageSize = 500;
  let lastId = 0;
  yield 'catch_id,hole,species,length_cm,weight_g,angler,phone,caught_at\n';
  for (;;) {
    const { rows } = await db.query(
      `SELECT c.id, c.hole_number, c.species, c.length_cm, c.weight_g, a.full_name, a.phone, c.caught_at
         FROM catches c JOIN anglers a ON a.id = c.angler_id
        WHERE c.derby_id = $1 AND c.id > $2
        ORDER BY c.id LIMIT $3`,
      [derbyId, lastId, pageSize],
    );
    if (rows.length === 0) return;
    for (const r of rows) {
      yield [r.id, r.hole_number, r.species, r.length_cm, r.weight_g, r.full_name, r.phone, r.caught_at.toISOString()]
        .map(csvCell)
        .join(',') + '\n';
    }
    lastId = rows[rows.length - 1].id;
  }
}

async function exportDerby(derbyId) {
  const dir = path.join(EXPORT_DIR, `derby-${derbyId}`);
  await mkdir(dir, { recursive: true, mode: 0o750 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const tmp = path.join(dir, `.catch-log-${stamp}.csv.part`);
  const final = path.join(dir, 'catch-log-latest.csv');

  await pipeline(Readable.from(catchRows(derbyId)), createWriteStream(tmp, { mode: 0o640 }));
  await chmod(tmp, 0o640);
  await rename(tmp, final);
  return final;
}

async function activeDerbies() {
  const { rows } = await db.query("SELECT id FROM derbies WHERE status = 'running'");
  return rows.map((r) => r.id);
}

const job = new Cron('*/15 * * * *', { protect: true, name: 'catch-log-export' }, async () => {
  const ids = await activeDerbies();
  const results = await Promise.allSettled(ids.map(exportDerby));
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') console.log(`derby ${ids[i]} exported to ${r.value}`);
    else console.error(`derby ${ids[i]} export failed: ${r.reason.message}`);
  });
});

console.log(`catch log export scheduled, next run ${job.nextRun()?.toISOString()}`);

process.on('SIGTERM', async () => {
  job.stop();
  await db.end();
  process.exit(0);
});
