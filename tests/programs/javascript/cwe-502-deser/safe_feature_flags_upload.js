// Express endpoint where customer projects import feature-flag definitions uploaded as a YAML document.
const express = require('express');
const yaml = require('js-yaml');

const app = express();
app.use(express.text({ type: ['application/yaml', 'text/yaml', 'text/plain'], limit: '200kb' }));

const flagsByProject = new Map();
const apiKeys = new Map(Object.entries(JSON.parse(process.env.PROJECT_KEYS || '{}')));

function parseFlags(source) {
  const doc = yaml.load(source, { schema: yaml.CORE_SCHEMA, json: false });
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.flags)) {
    throw new Error('document must contain a "flags" list');
  }
  return doc.flags.map((f) => ({
    key: String(f.key),
    enabled: Boolean(f.enabled),
    rollout: Math.min(Math.max(Number(f.rollout) || 0, 0), 100),
  }));
}

function requireProjectKey(req, res, next) {
  const project = apiKeys.get(req.get('X-Api-Key') || '');
  if (!project) {
    return res.status(401).json({ error: 'unknown api key' });
  }
  req.project = project;
  return next();
}

app.post('/api/flags/import', requireProjectKey, (req, res) => {
  let parsed;
  try {
    parsed = parseFlags(req.body);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }
  const flags = flagsByProject.get(req.project) || new Map();
  parsed.forEach((flag) => flags.set(flag.key, flag));
  flagsByProject.set(req.project, flags);
  return res.status(201).json({ imported: parsed.length });
});

app.get('/api/flags', requireProjectKey, (req, res) =>
  res.json(Object.fromEntries(flagsByProject.get(req.project) || new Map()))
);

app.listen(3000);
