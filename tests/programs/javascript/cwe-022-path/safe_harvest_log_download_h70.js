// A harvest log download program of the h70 set (cwe-022-path).
const express = require('express');
const path = require('path');
const fs = require('fs/promises');

const app = express();
const LOG_ROOT = path.resolve(__dirname, 'harvest-logs');

const BEACHES = new Map([
  ['north-cove', { label: 'North Cove', crop: 'kelp' }],
  ['sandbar', { label: 'Sandbar Flats', crop: 'wrack' }],
  ['grey-point', { label: 'Grey Point', crop: 'dulse' }],
]);

const parseRequested = (raw = '') =>
  String(raw)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const toEntry = (name) => ({ name, beach: name.split('_')[0] });

const resolveEntry = ({ name, ...rest }) => ({
  ...rest,
  name,
  file: path.resolve(LOG_ROOT, name),
});

const readEntry = async ({ name, beach, file }) => {
  try {
    const body = await fs.readFile(file, 'utf8');
    const { label = beach, crop = 'mixed' } = BEACHES.get(beach) ?? {};
    return { name, beach: label, crop, lines: body.split('\n').length, body };
  } catch {
    return { name, missing: true };
  }
};

const summarise = (bundle) =>
  bundle.reduce(
    (acc, { missing, lines = 0 }) => ({
      found: acc.found + (missing ? 0 : 1),
      missing: acc.missing + (missing ? 1 : 0),
      lines: acc.lines + lines,
    }),
    { found: 0, missing: 0, lines: 0 },
  );

app.get('/logs', async (_req, res) => {
  const names = await fs.readdir(LOG_ROOT);
  res.json(names.filter((n) => n.endsWith('.log')).map(toEntry));
});

app.get('/logs/bundle', async (req, res) => {
  const entries = parseRequested(req.query.files).map(toEntry);
  const checked = entries
    .map(resolveEntry)
    .filter(({ file }) => file.startsWith(LOG_ROOT + path.sep));
  if (checked.length === 0) {
    return res.status(400).json({ error: 'no valid logs requested' });
  }

  const bundle = await Promise.all(checked.map(readEntry));
  res.json({ summary: summarise(bundle), logs: bundle });
});

app.listen(Number(process.env.PORT ?? 3040), () => {
  console.log('harvest log service ready');
});
