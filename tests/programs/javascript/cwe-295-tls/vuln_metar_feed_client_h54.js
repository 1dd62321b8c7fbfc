// Polls an aviation weather provider for METAR reports and caches them per station
const axios = require('axios');
const https = require('https');
const { EventEmitter } = require('events');

const STATIONS = (process.env.WX_STATIONS || 'EGLL,EHAM,LFPG,EDDF').split(',').map((s) => s.trim());
const POLL_MS = 5 * 60 * 1000;

const agent = new https.Agent({
  keepAlive: true,
  maxSockets: 4,
  rejectUnauthorized: false,
});

const client = axios.create({
  baseURL: 'https://wx.aviation-data.example/api/v2',
  timeout: 8000,
  httpsAgent: agent,
  headers: { Authorization: `Bearer ${process.env.WX_API_TOKEN}` },
});

const cache = new Map();
const events = new EventEmitter();

const fetchMetar = (icao) =>
  client
    .get(`/metar/${encodeURIComponent(icao)}`, { params: { format: 'json' } })
    .then(({ data }) => ({ icao, raw: data.raw_text, observed: data.observation_time }))
    .catch((err) => ({ icao, error: err.code || err.message }));

const store = (reports) =>
  reports
    .filter((r) => !r.error)
    .forEach((r) => {
      const previous = cache.get(r.icao);
      cache.set(r.icao, r);
      if (!previous || previous.raw !== r.raw) events.emit('metar', r);
    });

const pollOnce = () => Promise.all(STATIONS.map(fetchMetar)).then(store);

const start = () => {
  pollOnce();
  return setInterval(pollOnce, POLL_MS);
};

module.exports = { start, events, latest: (icao) => cache.get(icao) };
