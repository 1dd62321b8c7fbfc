// A borehole log convert program of the h70 set (cwe-078-command).
const express = require('express');
const path = require('path');
const { promisify } = require('util');
const { exec } = require('child_process');

const run = promisify(exec);
const app = express();
app.use(express.json({ limit: '64kb' }));

const LOG_DIR = '/srv/driller/las';
const OUT_DIR = '/srv/driller/reports';
const CONVERTER = '/usr/local/bin/las2report';
const FORMATS = new Set(['pdf', 'png', 'svg']);

const WELL_ID = /^[A-Z]{2}-\d{4,6}$/;

const normaliseJob = ({ well, format = 'pdf', maxDepth = 300, units = 'm' } = {}) => ({
  well: String(well ?? '').toUpperCase(),
  format: String(format).toLowerCase(),
  maxDepth: Number(maxDepth),
  units: units === 'ft' ? 'ft' : 'm',
});

const isValidJob = ({ well, maxDepth }) =>
  WELL_ID.test(well) && Number.isFinite(maxDepth) && maxDepth > 0 && maxDepth < 3000;

const buildArgs = ({ well, format, maxDepth, units }) => [
  '--input', path.join(LOG_DIR, `${well}.las`),
  '--output', path.join(OUT_DIR, `${well}.${format}`),
  '--to', format,
  '--max-depth', String(maxDepth),
  '--units', units,
];

const convert = (args) => run([CONVERTER, ...args].join(' '), { timeout: 60_000 });

app.post('/wells/reports', async (req, res) => {
  const jobs = (Array.isArray(req.body.jobs) ? req.body.jobs : [req.body]).map(normaliseJob);
  const accepted = jobs.filter(isValidJob);
  const rejected = jobs.filter((job) => !accepted.includes(job)).map(({ well }) => well);

  if (accepted.length === 0) {
    return res.status(422).json({ error: 'no valid conversion jobs', rejected });
  }

  const results = await Promise.allSettled(accepted.map(buildArgs).map(convert));
  const report = results.map((r, i) => ({
    well: accepted[i].well,
    ok: r.status === 'fulfilled',
    file: `${accepted[i].well}.${accepted[i].format}`,
  }));

  res.status(207).json({ report, rejected });
});

app.get('/wells/formats', (_req, res) => res.json([...FORMATS]));

app.listen(process.env.PORT || 8081, () => console.log('report converter listening'));
