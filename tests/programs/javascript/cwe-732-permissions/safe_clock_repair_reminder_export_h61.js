// A clock repair reminder export program of the h61 set (cwe-732-permissions).
#!/usr/bin/env node
'use strict';

const fs = require('fs');
const path = require('path');
const { Command } = require('commander');
const Database = require('better-sqlite3');

// Monthly export of customers whose watches are awaiting collection, for the reminder-letter service.
class CollectionReminderQuery {
  constructor(db) {
    this.db = db;
  }

  awaitingCollection(olderThanDays) {
    return this.db.prepare(`
      SELECT c.name, c.phone, c.email, c.address, r.ticket_no, r.item, r.ready_on
        FROM repairs r JOIN customers c ON c.id = r.customer_id
       WHERE r.status = 'ready' AND julianday('now') - julianday(r.ready_on) > ?
       ORDER BY r.ready_on`).all(olderThanDays);
  }
}

class CsvFormatter {
  format(rows) {
    const header = ['name', 'phone', 'email', 'address', 'ticket_no', 'item', 'ready_on'];
    const quote = (v) => `"${String(v == null ? '' : v).replace(/"/g, '""')}"`;
    return [header.join(','), ...rows.map((row) => header.map((h) => quote(row[h])).join(','))].join('\n');
  }
}

class ExportWriter {
  constructor(outDir) {
    this.outDir = outDir;
  }

  write(fileName, content) {
    fs.mkdirSync(this.outDir, { recursive: true });
    const target = path.join(this.outDir, fileName);
    fs.writeFileSync(target, content, 'utf8');
    fs.chmodSync(target, 0o600);
    return target;
  }
}

class ReminderExportJob {
  constructor(query, formatter, writer) {
    this.query = query;
    this.formatter = formatter;
    this.writer = writer;
  }

  run(days) {
    const rows = this.query.awaitingCollection(days);
    const stamp = new Date().toISOString().slice(0, 10);
    const file = this.writer.write(`awaiting-collection-${stamp}.csv`, this.formatter.format(rows));
    return { file, count: rows.length };
  }
}

const program = new Command();
program
  .name('reminder-export')
  .option('-d, --days <n>', 'only repairs ready for more than n days', '30')
  .option('-o, --out <dir>', 'export folder', '/var/spool/watchworks/exports')
  .option('--db <file>', 'workshop database', '/var/lib/watchworks/workshop.db')
  .action((opts) => {
    const days = Number.parseInt(opts.days, 10);
    if (!Number.isInteger(days) || days < 1 || days > 365) {
      console.error('--days must be between 1 and 365');
      process.exitCode = 2;
      return;
    }
    const job = new ReminderExportJob(
      new CollectionReminderQuery(new Database(opts.db, { readonly: true })),
      new CsvFormatter(),
      new ExportWriter(opts.out),
    );
    const { file, count } = job.run(days);
    console.log(`wrote ${count} customers to ${file}`);
  });

program.parse(process.argv);
