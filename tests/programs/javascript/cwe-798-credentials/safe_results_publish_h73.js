// A results publish program of the h73 set (cwe-798-credentials).
'use strict';

const fs = require('node:fs');
const readline = require('node:readline');
const { parseArgs } = require('node:util');

const FESTIVAL_API = 'https://api.tidelinefestival.com.au/v1/contests';
const API_USER = process.env.FESTIVAL_API_USER || 'sandcastle-results';
const API_PASSWORD = process.env.FESTIVAL_API_PASSWORD;

function basicAuth(user, password) {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

async function readSheets(files) {
  const totals = new Map();
  for (const file of files) {
    const rl = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
    let judge = null;
    for await (const raw of rl) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('#judge:')) {
        judge = line.slice('#judge:'.length).trim();
        continue;
      }
      const [plot, team, ...marks] = line.split(',').map((s) => s.trim());
      const score = marks.map(Number).filter(Number.isFinite).reduce((a, b) => a + b, 0);
      const entry = totals.get(plot) || { plot, team, score: 0, judges: [] };
      entry.score += score;
      entry.judges.push(judge || file);
      totals.set(plot, entry);
    }
  }
  return [...totals.values()].sort((a, b) => b.score - a.score);
}

async function publish(contestId, standings) {
  if (!API_PASSWORD) throw new Error('FESTIVAL_API_PASSWORD is not set');
  const res = await fetch(`${FESTIVAL_API}/${encodeURIComponent(contestId)}/standings`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Authorization: basicAuth(API_USER, API_PASSWORD),
    },
    body: JSON.stringify({
      publishedAt: new Date().toISOString(),
      standings: standings.map((s, i) => ({ place: i + 1, plot: s.plot, team: s.team, score: s.score })),
    }),
  });
  if (!res.ok) throw new Error(`festival site said ${res.status}`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      contest: { type: 'string', short: 'c' },
      publish: { type: 'boolean', default: false },
    },
  });
  if (!values.contest || positionals.length === 0) {
    console.error('usage: results_publish -c <contest-id> [--publish] sheet1.csv sheet2.csv ...');
    process.exit(2);
  }

  const standings = await readSheets(positionals);
  standings.slice(0, 10).forEach((s, i) => console.log(`${String(i + 1).padStart(2)}. ${s.team} (plot ${s.plot}) ${s.score}`));

  if (values.publish) {
    await publish(values.contest, standings);
    console.log('standings published');
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
