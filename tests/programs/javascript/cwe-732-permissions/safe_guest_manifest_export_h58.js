// guest manifest export (h58 set)
'use strict';

const fsp = require('node:fs/promises');
const path = require('node:path');
const cron = require('node-cron');
const { stringify } = require('csv-stringify/sync');
const { Pool } = require('pg');

const config = Object.freeze({
  exportDir: process.env.MANIFEST_DIR || '/var/spool/hotel/manifests',
  schedule: process.env.MANIFEST_CRON || '15 2 * * *',
  databaseUrl: process.env.PMS_DATABASE_URL,
});

const db = new Pool({ connectionString: config.databaseUrl });

const COLUMNS = ['room', 'guest_name', 'passport_no', 'nationality', 'arrival', 'departure', 'phone'];

const inHouseGuests = async (date) => {
  const { rows } = await db.query(
    `SELECT r.room_no AS room, g.full_name AS guest_name, g.passport_no, g.nationality,
            s.arrival, s.departure, g.phone
       FROM stays s JOIN guests g ON g.id = s.guest_id JOIN rooms r ON r.id = s.room_id
      WHERE s.arrival <= $1 AND s.departure > $1
      ORDER BY r.room_no`,
    [date]
  );
  return rows;
};

const toCsv = (rows) => stringify(rows, { header: true, columns: COLUMNS });

const writeManifest = async (date, csv) => {
  await fsp.mkdir(config.exportDir, { recursive: true, mode: 0o700 });
  const file = path.join(config.exportDir, `manifest-${date}.csv`);
  await fsp.writeFile(file, csv, { mode: 0o600 });
  return file;
};

const runExport = async (date = new Date().toISOString().slice(0, 10)) => {
  const rows = await inHouseGuests(date);
  const file = await writeManifest(date, toCsv(rows));
  return { date, guests: rows.length, file };
};

cron.schedule(config.schedule, () =>
  runExport()
    .then(({ date, guests, file }) => process.stdout.write(`manifest ${date}: ${guests} guests -> ${file}\n`))
    .catch((err) => process.stderr.write(`manifest export failed: ${err.message}\n`))
);

module.exports = { runExport };
