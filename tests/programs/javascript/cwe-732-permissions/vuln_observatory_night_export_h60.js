// A observatory night export program of the h60 set (cwe-732-permissions).
'use strict';

const fs = require('fs');
const fsp = require('fs/promises');
const path = require('path');
const { pipeline } = require('stream/promises');
const { Readable } = require('stream');
const Database = require('better-sqlite3');

// Every morning the observing log of the previous night (targets, exposure
// times, seeing, observer names and e-mails) is exported as CSV into the
// outbox that the partner universities collect from.
const DB_FILE = process.env.OBS_LOG_DB || '/var/lib/observatory/obslog.sqlite';
const OUTBOX = path.resolve(process.env.EXPORT_OUTBOX || '/srv/observatory/outbox');

const COLUMNS = ['started_at', 'telescope', 'target', 'filter', 'exposure_s', 'seeing_arcsec', 'observer', 'observer_email'];

const csvCell = (value) => {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const nightBounds = (day) => {
  const start = new Date(`${day}T12:00:00Z`);
  const end = new Date(start.getTime() + 24 * 3600 * 1000);
  return [start.toISOString(), end.toISOString()];
};

function* csvLines(db, day) {
  const [from, to] = nightBounds(day);
  const stmt = db.prepare(
    `SELECT started_at, telescope, target, filter, exposure_s, seeing_arcsec, observer, observer_email
       FROM exposures
      WHERE started_at >= ? AND started_at < ?
      ORDER BY started_at`,
  );
  yield COLUMNS.join(',') + '\n';
  for (const row of stmt.iterate(from, to)) {
    yield COLUMNS.map((c) => csvCell(row[c])).join(',') + '\n';
  }
}

const previousNight = () => new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);

async function exportNight(day = previousNight()) {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    await fsp.mkdir(OUTBOX, { recursive: true });
    const target = path.join(OUTBOX, `obslog-${day}.csv`);
    const partial = `${target}.part`;

    await pipeline(Readable.from(csvLines(db, day)), fs.createWriteStream(partial, { encoding: 'utf8' }));
    await fsp.rename(partial, target);
    // The partner pickup account must be able to read and remove the file.
    await fsp.chmod(target, 0o777);
    return target;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  const day = process.argv[2];
  if (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    console.error('usage: night-export [YYYY-MM-DD]');
    process.exit(2);
  }
  exportNight(day)
    .then((file) => console.log(`exported ${file}`))
    .catch((err) => {
      console.error('export failed:', err.message);
      process.exit(1);
    });
}

module.exports = { exportNight };
