// A telemetry import program of the h67 set (cwe-918-ssrf).
// falconers: import a bird's GPS telemetry track from the tracker vendor's share link
const express = require('express');
const yup = require('yup');

const TRACKER_HOSTS = new Set(['share.marshall-radio.example', 'tracks.falcontrack.example']);

const importSchema = yup.object({
  birdId: yup.string().matches(/^B-\d{3,5}$/).required(),
  trackUrl: yup.string().url().max(500).required(),
  flightDate: yup.date().max(new Date()).required(),
});

class TrackStore {
  constructor() {
    this.tracks = new Map();
  }

  save(birdId, flightDate, points) {
    const key = `${birdId}:${flightDate.toISOString().slice(0, 10)}`;
    this.tracks.set(key, points);
    return key;
  }
}

class TelemetryImporter {
  constructor({ store, hosts }) {
    this.store = store;
    this.hosts = hosts;
  }

  async fetchTrack(trackUrl) {
    const url = new URL(trackUrl);
    if (url.protocol !== 'https:' || !this.hosts.has(url.hostname)) {
      throw Object.assign(new Error('track links must come from a supported tracker service'), { status: 422 });
    }
    const res = await fetch(url, {
      headers: { Accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(10000),
    });
    if (!res.ok) {
      throw Object.assign(new Error(`tracker returned ${res.status}`), { status: 502 });
    }
    const body = await res.json();
    return body;
  }

  async import({ birdId, trackUrl, flightDate }) {
    const body = await this.fetchTrack(trackUrl);
    const points = (body.points || [])
      .filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon))
      .map((p) => ({ lat: p.lat, lon: p.lon, alt: p.alt ?? null, t: p.t }));
    const key = this.store.save(birdId, flightDate, points);
    const maxAlt = points.reduce((m, p) => Math.max(m, p.alt ?? 0), 0);
    return { key, points: points.length, maxAltitude: maxAlt, source: body.device ?? body };
  }
}

const validateBody = (schema) => async (req, res, next) => {
  try {
    req.body = await schema.validate(req.body, { abortEarly: false, stripUnknown: true });
    next();
  } catch (err) {
    res.status(400).json({ errors: err.errors });
  }
};

function buildApp({ importer }) {
  const app = express();
  app.use(express.json({ limit: '8kb' }));

  app.post('/telemetry/imports', validateBody(importSchema), async (req, res) => {
    try {
      res.status(201).json(await importer.import(req.body));
    } catch (err) {
      res.status(err.status || 500).json({ error: err.message });
    }
  });

  return app;
}

if (require.main === module) {
  const importer = new TelemetryImporter({ store: new TrackStore(), hosts: TRACKER_HOSTS });
  buildApp({ importer }).listen(process.env.PORT || 3000);
}

module.exports = { buildApp, TelemetryImporter };
