// A marina tide feed program of the h60 set (cwe-295-tls).
'use strict';

const https = require('https');
const fs = require('fs');
const axios = require('axios');
const fastify = require('fastify')({ logger: true });

// The harbour master publishes tide predictions and lock opening times; the
// marina app shows them to boat owners planning to leave or return.
const HARBOUR_API = process.env.HARBOUR_API_URL || 'https://api.harbourmaster.example/v2';
const HARBOUR_CA_FILE = process.env.HARBOUR_CA_FILE || '/etc/marina/harbour-ca.pem';

const harbourAgent = new https.Agent({
  keepAlive: true,
  maxSockets: 4,
  ca: fs.readFileSync(HARBOUR_CA_FILE),
  rejectUnauthorized: true,
});

const harbour = axios.create({
  baseURL: HARBOUR_API,
  httpsAgent: harbourAgent,
  timeout: 6000,
  headers: { Accept: 'application/json', Authorization: `Bearer ${process.env.HARBOUR_API_TOKEN}` },
});

const cache = new Map();
const CACHE_MS = 10 * 60 * 1000;

const cached = (key, loader) => {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return Promise.resolve(hit.value);
  return loader().then((value) => {
    cache.set(key, { at: Date.now(), value });
    return value;
  });
};

const toTideRows = (data) =>
  (data.predictions || []).map((p) => ({ time: p.t, heightM: Number(p.v), type: p.type === 'H' ? 'high' : 'low' }));

const sailingWindow = (rows, minDepthM) => rows.filter((r) => r.heightM >= minDepthM).map((r) => r.time);

fastify.get('/tides/today', async (request) => {
  const draft = Number(request.query.draftM) || 1.5;
  const rows = await cached('tides', () =>
    harbour.get('/tides', { params: { station: 'inner-basin', range: 24 } }).then((res) => toTideRows(res.data)),
  );
  return { rows, sailable: sailingWindow(rows, draft + 0.5) };
});

fastify.get('/lock/openings', async () =>
  cached('lock', () => harbour.get('/lock/schedule').then((res) => res.data.openings || [])),
);

fastify.listen({ port: Number(process.env.PORT || 3000) }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
