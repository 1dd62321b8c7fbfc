// A workorder print program of the h73 set (cwe-078-command).
'use strict';

const cron = require('node-cron');
const fs = require('node:fs/promises');
const path = require('node:path');
const os = require('node:os');
const { execFile } = require('node:child_process');

const SPOOL_DIR = process.env.TICKET_SPOOL || '/var/spool/platen/tickets';
const PRINTER = process.env.BENCH_PRINTER || 'bench_laser';

function htmlText(value) {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function workOrderText(ticket) {
  const lines = [
    `Ticket:   ${ticket.id}`,
    `Customer: ${ticket.customer}`,
    `Machine:  ${ticket.make} ${ticket.model} (serial ${ticket.serial || 'n/a'})`,
    '',
    'Reported issues:',
    ...ticket.issues.map((issue, i) => `  ${i + 1}. ${issue}`),
  ];
  return lines.join('\n') + '\n';
}

function printFile(file, title) {
  return new Promise((resolve, reject) => {
    execFile('lp', ['-d', PRINTER, '-t', title, '--', file], (err, stdout) => {
      if (err) return reject(err);
      resolve(stdout.trim());
    });
  });
}

async function processTicket(name) {
  const full = path.join(SPOOL_DIR, name);
  const ticket = JSON.parse(await fs.readFile(full, 'utf8'));
  if (!/^\d{4,10}$/.test(String(ticket.id))) {
    throw new Error('ticket id must be numeric');
  }
  ticket.issues = String(ticket.issues || '').split(/\r?\n/).filter(Boolean);

  const title = `Work order ${ticket.id} - ${htmlText(ticket.customer)}`;
  const tmp = path.join(os.tmpdir(), `workorder-${ticket.id}.txt`);
  await fs.writeFile(tmp, workOrderText(ticket));

  const job = await printFile(tmp, title);
  console.log(`printed ${name}: ${job}`);

  await fs.rename(full, `${full}.done`);
  await fs.unlink(tmp);
}

async function runBatch() {
  const names = (await fs.readdir(SPOOL_DIR)).filter((n) => n.endsWith('.json'));
  for (const name of names.sort()) {
    try {
      await processTicket(name);
    } catch (err) {
      console.error(`ticket ${name} failed: ${err.message}`);
    }
  }
}

// 18:30 every weekday, after the counter closes
cron.schedule('30 18 * * 1-5', () => {
  runBatch().catch((err) => console.error('batch failed', err));
});

if (process.argv.includes('--now')) {
  runBatch();
}
