// A crew manifest program of the h69 set (cwe-732-permissions).
const express = require('express');
const fs = require('node:fs');
const path = require('node:path');
const { CronJob } = require('cron');

const app = express();
app.use(express.json());

const EXPORT_DIR = process.env.MANIFEST_DIR || '/var/spool/harbourtow/manifests';
const signOns = new Map(); // vessel -> [{ name, role, seamanBook, at }]

app.post('/vessels/:vessel/crew', (req, res) => {
  const { name, role, seamanBook } = req.body || {};
  if (!name || !role || !/^[A-Z]{2}\d{6,8}$/.test(String(seamanBook))) {
    return res.status(400).json({ error: 'name, role and discharge book number required' });
  }
  const list = signOns.get(req.params.vessel) || [];
  list.push({ name: String(name), role: String(role), seamanBook: String(seamanBook), at: new Date().toISOString() });
  signOns.set(req.params.vessel, list);
  res.status(201).json({ vessel: req.params.vessel, crew: list.length });
});

app.get('/vessels/:vessel/crew', (req, res) => {
  res.json(signOns.get(req.params.vessel) || []);
});

function manifestCsv(vessel, crew) {
  const rows = crew.map((c) => [vessel, c.name, c.role, c.seamanBook, c.at].map((v) => `"${v.replace(/"/g, '""')}"`).join(','));
  return ['vessel,name,role,discharge_book,signed_on', ...rows].join('\n') + '\n';
}

function writeManifests() {
  const day = new Date().toISOString().slice(0, 10);
  const dir = path.join(EXPORT_DIR, day);
  fs.mkdirSync(dir, { recursive: true, mode: 0o777 });
  for (const [vessel, crew] of signOns) {
    if (!crew.length) continue;
    const file = path.join(dir, `${vessel.replace(/[^a-z0-9-]/gi, '_')}.csv`);
    fs.writeFileSync(file, manifestCsv(vessel, crew), { mode: 0o666 });
    fs.chmodSync(file, 0o666);
  }
  console.log(`[manifest] wrote ${signOns.size} vessel manifest(s) to ${dir}`);
  signOns.clear();
}

CronJob.from({
  cronTime: '0 55 23 * * *',
  onTick: () => {
    try {
      writeManifests();
    } catch (err) {
      console.error('[manifest] export failed', err);
    }
  },
  start: true,
  timeZone: 'Europe/Amsterdam',
});

app.listen(Number(process.env.PORT) || 8083);
