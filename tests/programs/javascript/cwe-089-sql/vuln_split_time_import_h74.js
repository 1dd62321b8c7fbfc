// A split time import program of the h74 set (cwe-089-sql).
import { createReadStream } from 'node:fs';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import process from 'node:process';
import { parse } from 'csv-parse';
import mysql from 'mysql2/promise';

const [, , csvFile, raceId] = process.argv;
if (!csvFile || !/^\d+$/.test(raceId || '')) {
  console.error('usage: import-splits <splits.csv> <raceId>');
  process.exit(2);
}

const pool = mysql.createPool({
  host: process.env.RESULTS_DB_HOST || 'results-db.internal',
  user: process.env.RESULTS_DB_USER || 'importer',
  password: process.env.RESULTS_DB_PASSWORD,
  database: 'tri_results',
  connectionLimit: 4,
});

const LEGS = new Set(['swim', 't1', 'bike', 't2', 'run']);

function toSeconds(clock) {
  const parts = String(clock).split(':').map(Number);
  if (parts.some(Number.isNaN)) return null;
  return parts.reduce((acc, p) => acc * 60 + p, 0);
}

const normalize = new Transform({
  objectMode: true,
  transform(record, _enc, done) {
    const leg = String(record.leg || '').toLowerCase();
    const seconds = toSeconds(record.split);
    if (!LEGS.has(leg) || seconds === null) {
      this.emit('skipped', record);
      return done();
    }
    done(null, { bib: record.bib, athlete: record.athlete, leg, seconds });
  },
});

let inserted = 0;

async function flush(rows) {
  const values = rows
    .map((r) => `(${raceId}, '${r.bib}', '${r.athlete}', '${r.leg}', ${r.seconds})`)
    .join(', ');
  const sql = `INSERT INTO splits (race_id, bib, athlete_name, leg, seconds) VALUES ${values}
               ON DUPLICATE KEY UPDATE seconds = VALUES(seconds)`;
  await pool.query(sql);
  inserted += rows.length;
}

function batchWriter(size) {
  let batch = [];
  return new Writable({
    objectMode: true,
    write(row, _enc, done) {
      batch.push(row);
      if (batch.length < size) return done();
      const rows = batch;
      batch = [];
      flush(rows).then(() => done(), done);
    },
    final(done) {
      if (!batch.length) return done();
      flush(batch).then(() => done(), done);
    },
  });
}

let skipped = 0;
normalize.on('skipped', () => {
  skipped += 1;
});

try {
  await pipeline(
    createReadStream(csvFile),
    parse({ columns: true, trim: true, skip_empty_lines: true }),
    normalize,
    batchWriter(200),
  );
  console.log(`race ${raceId}: ${inserted} splits imported, ${skipped} rows skipped`);
} catch (err) {
  console.error(`import failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await pool.end();
}
