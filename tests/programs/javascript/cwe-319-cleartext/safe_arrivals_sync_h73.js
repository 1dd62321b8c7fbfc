// A arrivals sync program of the h73 set (cwe-319-cleartext).
'use strict';

const fs = require('node:fs');
const readline = require('node:readline');
const { parseArgs } = require('node:util');

const PARTNER_ENDPOINT = 'https://sync.thermalvalley-spa.com/api/v3/arrivals';

function authHeader() {
  const user = process.env.SPA_SYNC_USER;
  const pass = process.env.SPA_SYNC_PASS;
  if (!user || !pass) throw new Error('SPA_SYNC_USER / SPA_SYNC_PASS not set');
  return `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
}

async function readArrivals(csvPath) {
  const rl = readline.createInterface({ input: fs.createReadStream(csvPath), crlfDelay: Infinity });
  const arrivals = [];
  let columns = null;
  for await (const line of rl) {
    const cells = line.split(';').map((c) => c.trim());
    if (!columns) {
      columns = cells.map((c) => c.toLowerCase());
      continue;
    }
    if (cells.length !== columns.length) continue;
    const row = Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
    arrivals.push({
      reservation: row.reservation,
      guest: `${row.first_name} ${row.last_name}`.trim(),
      phone: row.phone,
      arrival: row.arrival_date,
      treatments: row.treatments ? row.treatments.split('|') : [],
      medicalNotes: row.medical_notes || '',
    });
  }
  return arrivals;
}

async function pushArrivals(arrivals, dryRun) {
  const body = JSON.stringify({ resort: 'ember-creek', arrivals });
  if (dryRun) {
    console.log(body);
    return;
  }
  const res = await fetch(PARTNER_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authHeader() },
    body,
  });
  if (!res.ok) {
    throw new Error(`partner rejected upload: ${res.status} ${await res.text()}`);
  }
  const summary = await res.json();
  console.log(`partner accepted ${summary.accepted ?? arrivals.length} arrivals`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false } },
  });
  const csvPath = positionals[0];
  if (!csvPath) {
    console.error('usage: arrivals_sync <arrivals.csv> [--dry-run]');
    process.exit(2);
  }
  const arrivals = await readArrivals(csvPath);
  console.log(`read ${arrivals.length} arrivals from ${csvPath}`);
  await pushArrivals(arrivals, values['dry-run']);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
