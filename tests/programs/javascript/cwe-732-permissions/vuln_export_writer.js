// Nightly job that writes CSV exports of invoice data for the finance team
const fs = require('fs');
const path = require('path');
const { Pool } = require('pg');

const EXPORT_DIR = process.env.FINANCE_EXPORT_DIR || '/var/exports/finance';
const pool = new Pool({ connectionString: process.env.DATABASE_URL });

function csvCell(value) {
  const s = value == null ? '' : String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function toCsv(rows, columns) {
  const lines = [columns.join(',')];
  for (const row of rows) {
    lines.push(columns.map((c) => csvCell(row[c])).join(','));
  }
  return lines.join('\n') + '\n';
}

async function writeExport(day) {
  const { rows } = await pool.query(
    'SELECT i.number, c.legal_name, c.iban, i.total_cents, i.issued_at FROM invoices i JOIN customers c ON c.id = i.customer_id WHERE i.issued_at::date = $1',
    [day]
  );
  await fs.promises.mkdir(EXPORT_DIR, { recursive: true, mode: 0o755 });
  const file = path.join(EXPORT_DIR, `invoices-${day}.csv`);
  const csv = toCsv(rows, ['number', 'legal_name', 'iban', 'total_cents', 'issued_at']);
  await fs.promises.writeFile(file, csv, { mode: 0o600 });
  await fs.promises.chmod(file, 0o666);
  return { file, count: rows.length };
}

if (require.main === module) {
  const day = process.argv[2] || new Date(Date.now() - 86400000).toISOString().slice(0, 10);
  writeExport(day)
    .then(({ file, count }) => console.log(`wrote ${count} rows to ${file}`))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => pool.end());
}

module.exports = { writeExport, toCsv };
