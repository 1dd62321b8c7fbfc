// A hut booking sync program of the h68 set (cwe-295-tls).
// mountain huts: nightly job that pulls bunk reservations from the regional alpine club booking API
import { Agent, fetch } from 'undici';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

const API_BASE = process.env.HUT_API_BASE ?? 'https://api.huettenreservierung-tirol.at/v3';
const HUT_ID = process.env.HUT_ID ?? 'franz-senn-huette';
const OUT_DIR = process.env.OUT_DIR ?? './exports';
const caPath = process.env.HUT_API_CA_FILE;

// some huts sit behind the club's own proxy CA; load it when configured
const ca = caPath ? await readFile(caPath) : undefined;

const dispatcher = new Agent({
  connect: { ca, rejectUnauthorized: true },
  keepAliveTimeout: 10_000,
  connections: 4,
});

const headers = {
  Accept: 'application/json',
  Authorization: `Bearer ${process.env.HUT_API_TOKEN}`,
};

async function* reservations({ from, to }) {
  let cursor = null;
  do {
    const url = new URL(`${API_BASE}/huts/${HUT_ID}/reservations`);
    url.search = new URLSearchParams({ from, to, ...(cursor && { cursor }) });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 20_000);
    try {
      const res = await fetch(url, { headers, dispatcher, signal: controller.signal });
      if (!res.ok) throw new Error(`booking API ${res.status} for ${url.pathname}`);
      const { items = [], next } = await res.json();
      yield* items;
      cursor = next ?? null;
    } finally {
      clearTimeout(timer);
    }
  } while (cursor);
}

const today = new Date();
const from = today.toISOString().slice(0, 10);
const to = new Date(today.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);

const perNight = new Map();
for await (const { night, guests = [], status, groupName } of reservations({ from, to })) {
  if (status === 'cancelled') continue;
  perNight.set(night, [
    ...(perNight.get(night) ?? []),
    { group: groupName ?? guests.at(0)?.lastName ?? 'unnamed', beds: guests.length },
  ]);
}

const summary = Object.fromEntries(
  [...perNight]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([night, groups]) => [night, { beds: groups.reduce((n, g) => n + g.beds, 0), groups }]),
);

await mkdir(OUT_DIR, { recursive: true });
const file = path.join(OUT_DIR, `${HUT_ID}-${from}.json`);
await writeFile(file, JSON.stringify(summary, null, 2));
console.log(`wrote ${Object.keys(summary).length} nights to ${file}`);
await dispatcher.close();
