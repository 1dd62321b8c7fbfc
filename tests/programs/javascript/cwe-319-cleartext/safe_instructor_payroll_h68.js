// A instructor payroll program of the h68 set (cwe-319-cleartext).
// ski schools: pushes instructor hours and bank details to the payroll bureau every hour during the season
import { setInterval as every } from 'node:timers/promises';
import { readFile, readdir, rename } from 'node:fs/promises';
import path from 'node:path';

const PAYROLL_ENDPOINT = new URL(process.env.PAYROLL_ENDPOINT ?? 'https://api.alpinlohn-treuhand.ch/v1/timesheets');
if (PAYROLL_ENDPOINT.protocol !== 'https:') {
  throw new Error(`PAYROLL_ENDPOINT must use https, got ${PAYROLL_ENDPOINT.protocol}`);
}
const INBOX = process.env.TIMESHEET_INBOX ?? '/var/skischule/timesheets';
const INTERVAL_MS = Number(process.env.PAYROLL_INTERVAL_MS ?? 3_600_000);

const credentials = Buffer.from(
  `${process.env.PAYROLL_CLIENT_ID}:${process.env.PAYROLL_CLIENT_SECRET}`,
).toString('base64');

const RATES = new Map([
  ['ski-group', 42],
  ['ski-private', 58],
  ['snowboard-group', 44],
  ['snowboard-private', 60],
  ['kids-club', 38],
]);

const toPayrollLine = ({ instructor: { id, name, iban, ahvNumber }, lessons = [] }) => {
  const hours = Object.groupBy(lessons, ({ kind }) => kind);
  const items = Object.entries(hours).map(([kind, list]) => {
    const total = list.reduce((sum, { minutes = 0 }) => sum + minutes, 0) / 60;
    return { kind, hours: total, rate: RATES.get(kind) ?? 40, amount: Math.round(total * (RATES.get(kind) ?? 40) * 100) / 100 };
  });
  return { instructorId: id, name, iban, ahvNumber, items, gross: items.reduce((s, i) => s + i.amount, 0) };
};

async function submit(file) {
  const sheet = JSON.parse(await readFile(file, 'utf8'));
  const lines = sheet.entries?.map(toPayrollLine) ?? [];
  if (lines.length === 0) return { file, skipped: true };

  const res = await fetch(PAYROLL_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Basic ${credentials}` },
    body: JSON.stringify({ school: sheet.school ?? 'Skischule Sonnenhang', period: sheet.period, lines }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`payroll bureau answered ${res.status}`);
  await rename(file, `${file}.sent`);
  return { file, instructors: lines.length };
}

async function pending() {
  return (await readdir(INBOX))
    .filter((name) => name.endsWith('.json'))
    .toSorted()
    .map((name) => path.join(INBOX, name));
}

console.log(`payroll push to ${PAYROLL_ENDPOINT.host} every ${INTERVAL_MS / 60_000} min`);
for await (const _ of every(INTERVAL_MS, null, { ref: true })) {
  const outcomes = await Promise.allSettled((await pending()).map(submit));
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') console.log('payroll', outcome.value);
    else console.error('payroll failed:', outcome.reason?.message);
  }
}
