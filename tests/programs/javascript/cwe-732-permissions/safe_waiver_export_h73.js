// A waiver export program of the h73 set (cwe-732-permissions).
'use strict';

const cron = require('node-cron');
const fs = require('node:fs/promises');
const path = require('node:path');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.TOURS_DB_URL });
const EXPORT_ROOT = process.env.ROSTER_EXPORT_DIR || '/srv/underhill/rosters';

function csvCell(value) {
  const text = String(value ?? '').replace(/\r?\n/g, ' ').trim();
  return /[",;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(rows) {
  const header = ['booking', 'guest', 'age', 'medical_notes', 'emergency_name', 'emergency_phone', 'signed_at'];
  const lines = rows.map((r) => [
    r.booking_ref,
    `${r.first_name} ${r.last_name}`,
    r.age,
    r.medical_notes,
    r.emergency_name,
    r.emergency_phone,
    r.signed_at.toISOString(),
  ].map(csvCell).join(','));
  return [header.join(','), ...lines].join('\n') + '\n';
}

async function exportDay(day) {
  const { rows: tours } = await pool.query(
    'SELECT id, guide_login, cave, start_time FROM tours WHERE start_time::date = $1 ORDER BY start_time',
    [day],
  );

  const dayDir = path.join(EXPORT_ROOT, day);
  await fs.mkdir(dayDir, { recursive: true, mode: 0o750 });

  for (const tour of tours) {
    const { rows } = await pool.query(
      `SELECT b.booking_ref, g.first_name, g.last_name, g.age, w.medical_notes,
              w.emergency_name, w.emergency_phone, w.signed_at
         FROM bookings b JOIN guests g ON g.booking_id = b.id JOIN waivers w ON w.guest_id = g.id
        WHERE b.tour_id = $1 ORDER BY g.last_name`,
      [tour.id],
    );
    const slug = tour.cave.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-');
    const hhmm = tour.start_time.toISOString().slice(11, 16).replace(':', '');
    const file = path.join(dayDir, `${hhmm}-${slug}-${tour.guide_login}.csv`);

    await fs.writeFile(file, toCsv(rows), { encoding: 'utf8', mode: 0o640 });
    await fs.chmod(file, 0o640);
    console.log(`wrote ${rows.length} waivers to ${file}`);
  }
  return tours.length;
}

async function run() {
  const day = new Date().toISOString().slice(0, 10);
  const count = await exportDay(day);
  console.log(`roster export for ${day}: ${count} tour(s)`);
}

// 06:15 daily, before guides sync their tablets
cron.schedule('15 6 * * *', () => {
  run().catch((err) => console.error('roster export failed', err));
});

if (process.argv[2] === 'now') {
  run().then(() => pool.end()).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
