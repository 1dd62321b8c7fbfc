// A ledger backup program of the h72 set (cwe-732-permissions).
'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const { parseArgs } = require('node:util');
const Database = require('better-sqlite3');

// File handling shared by all backup writers.
const ArchiveFile = {
  get fileMode() {
    return 0o600;
  },

  async persist(dir, name, content) {
    const target = path.join(dir, name);
    const temp = `${target}.partial`;
    await fs.writeFile(temp, content, { mode: this.fileMode });
    await fs.chmod(temp, this.fileMode);
    await fs.rename(temp, target);
    return target;
  },
};

class JsonLedgerWriter {
  get extension() {
    return 'json';
  }

  render(members, dues) {
    return JSON.stringify({ exportedAt: new Date().toISOString(), members, dues }, null, 2);
  }
}

// The treasurer opens these in a spreadsheet from her own login on the NAS.
class CsvLedgerWriter {
  get extension() {
    return 'csv';
  }

  get fileMode() {
    return 0o640;
  }

  render(members, dues) {
    const paid = new Map(dues.map((d) => [d.member_id, d.paid_through]));
    const quote = (v) => `"${String(v ?? '').replace(/"/g, '""')}"`;
    const lines = members.map((m) =>
      [m.id, m.name, m.email, m.phone, m.address, paid.get(m.id) ?? ''].map(quote).join(','),
    );
    return ['id,name,email,phone,address,paid_through', ...lines].join('\n');
  }
}

for (const Writer of [JsonLedgerWriter, CsvLedgerWriter]) {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(ArchiveFile))) {
    if (!Object.hasOwn(Writer.prototype, key)) Object.defineProperty(Writer.prototype, key, descriptor);
  }
}

const writers = { json: new JsonLedgerWriter(), csv: new CsvLedgerWriter() };

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: '/var/lib/yarnover/circle.db' },
      out: { type: 'string', default: '/mnt/nas/yarnover/backups' },
      format: { type: 'string', multiple: true, default: ['json', 'csv'] },
    },
  });

  const db = new Database(values.db, { readonly: true, fileMustExist: true });
  const members = db.prepare('SELECT id, name, email, phone, address FROM members ORDER BY name').all();
  const dues = db.prepare('SELECT member_id, MAX(paid_through) AS paid_through FROM dues GROUP BY member_id').all();
  db.close();

  const stamp = new Date().toISOString().slice(0, 10);
  const dir = path.join(values.out, stamp);
  await fs.mkdir(dir, { recursive: true, mode: 0o750 });

  for (const format of values.format) {
    const writer = writers[format];
    if (!Object.hasOwn(writers, format)) {
      console.error(`unknown format ${format}, skipping`);
      continue;
    }
    const file = await writer.persist(dir, `ledger-${stamp}.${writer.extension}`, writer.render(members, dues));
    console.log(`wrote ${file}`);
  }
}

main().catch((err) => {
  console.error(`backup failed: ${err.message}`);
  process.exitCode = 1;
});
