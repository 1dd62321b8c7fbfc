// A tide feed sync program of the h70 set (cwe-295-tls).
const https = require('https');
const fs = require('fs/promises');
const path = require('path');
const cron = require('node-cron');

const TIDE_HOST = 'api.tidewatch-marine.co.uk';
const OUT_DIR = process.env.TIDE_CACHE_DIR ?? '/var/lib/ferry/tides';

const BERTHS = [
  { terminal: 'Ardmore', station: 'ARD-01', berth: 1 },
  { terminal: 'Ardmore', station: 'ARD-01', berth: 2 },
  { terminal: 'Kilbrannan', station: 'KLB-04', berth: 1 },
  { terminal: 'Port Ellen', station: 'PEL-02', berth: 1 },
];

const TLS_DEFAULTS = { rejectUnauthorized: true, minVersion: 'TLSv1.2' };
const agent = new https.Agent({ keepAlive: true, maxSockets: 4, ...TLS_DEFAULTS });

const getJson = (pathname) =>
  new Promise((resolve, reject) => {
    const req = https.get(
      {
        host: TIDE_HOST,
        path: pathname,
        agent,
        headers: { authorization: `Bearer ${process.env.TIDEWATCH_TOKEN}`, accept: 'application/json' },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`tide api ${res.statusCode}`));
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error('tide api timeout')));
  });

const stations = () => [...new Set(BERTHS.map(({ station }) => station))];

const fetchStation = async (station) => {
  const data = await getJson(`/v2/stations/${station}/predictions?days=3`);
  return [station, data.predictions ?? []];
};

const rampPlan = (predictions, berth) =>
  predictions.map(({ time, heightM }) => ({ time, heightM, rampSetting: Math.round((heightM + berth * 0.2) * 10) }));

const syncTides = async () => {
  const byStation = new Map(await Promise.all(stations().map(fetchStation)));
  const plans = BERTHS.map(({ terminal, station, berth }) => ({
    terminal,
    berth,
    plan: rampPlan(byStation.get(station) ?? [], berth),
  }));
  await fs.mkdir(OUT_DIR, { recursive: true });
  await fs.writeFile(path.join(OUT_DIR, 'ramp-plan.json'), JSON.stringify(plans, null, 2));
  console.log(`tide sync: ${plans.length} berth plans written`);
};

cron.schedule('15 */2 * * *', () => {
  syncTides().catch((err) => console.error('tide sync failed', err.message));
});

syncTides().catch((err) => console.error('initial tide sync failed', err.message));
