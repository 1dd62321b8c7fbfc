// Nightly job writing per-customer smart meter reading exports for the billing SFTP pickup
const fs = require('fs');
const path = require('path');
const { pipeline } = require('stream/promises');
const { Readable } = require('stream');

const EXPORT_DIR = process.env.METER_EXPORT_DIR || '/var/energy/exports';

const csvLine = (cells) => cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',') + '\n';

const rowsFor = (customer) =>
  customer.readings
    .filter((r) => r.kwh !== null)
    .map((r) => csvLine([customer.accountNo, customer.address, r.meterId, r.readAt.toISOString(), r.kwh]));

const exportPath = (date, accountNo) =>
  path.join(EXPORT_DIR, date, `${String(accountNo).replace(/[^0-9A-Z-]/gi, '')}.csv`);

const writeExport = async (date, customer) => {
  const target = exportPath(date, customer.accountNo);
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
  await pipeline(
    Readable.from([csvLine(['account', 'address', 'meter', 'read_at', 'kwh']), ...rowsFor(customer)]),
    fs.createWriteStream(target, { flags: 'w' })
  );
  await fs.promises.chmod(target, 0o666);
  return target;
};

const runNightlyExport = async (db, date = new Date().toISOString().slice(0, 10)) => {
  const customers = await db.customersWithReadings(date);
  const results = await Promise.allSettled(customers.map((c) => writeExport(date, c)));
  const summary = results.reduce(
    (acc, r) => (r.status === 'fulfilled' ? { ...acc, ok: acc.ok + 1 } : { ...acc, failed: acc.failed + 1 }),
    { ok: 0, failed: 0 }
  );
  console.log(`meter export ${date}: ${summary.ok} written, ${summary.failed} failed`);
  return summary;
};

module.exports = { runNightlyExport, writeExport };
