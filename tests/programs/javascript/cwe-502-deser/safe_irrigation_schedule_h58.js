// irrigation schedule (h58 set)
'use strict';

const express = require('express');
const yaml = require('js-yaml');
const { EventEmitter } = require('node:events');

const controller = new EventEmitter();
const schedules = new Map();

const isZone = (z) => typeof z?.name === 'string' && Number.isInteger(z?.valve) && z.valve >= 1 && z.valve <= 64;
const isWindow = (w) => /^\d{2}:\d{2}$/.test(w?.start ?? '') && Number(w?.minutes) > 0 && Number(w?.minutes) <= 240;

const validateSchedule = (doc) => {
  const problems = [];
  if (!doc || typeof doc !== 'object') return ['document must be a mapping'];
  if (!Array.isArray(doc.zones) || !doc.zones.every(isZone)) problems.push('zones');
  if (!Array.isArray(doc.windows) || !doc.windows.every(isWindow)) problems.push('windows');
  if (doc.skipIfRainMm !== undefined && !(Number(doc.skipIfRainMm) >= 0)) problems.push('skipIfRainMm');
  return problems;
};

const parseSchedule = (text) => yaml.load(text, { schema: yaml.CORE_SCHEMA });

controller.on('schedule:updated', ({ farm, schedule }) => {
  const minutes = schedule.windows.reduce((sum, w) => sum + Number(w.minutes), 0);
  process.stdout.write(`farm ${farm}: ${schedule.zones.length} zones, ${minutes} min/day\n`);
});

const app = express();
app.use(express.text({ type: ['application/yaml', 'text/yaml', 'text/plain'], limit: '32kb' }));

app.put('/farms/:farm/irrigation', (req, res) => {
  let schedule;
  try {
    schedule = parseSchedule(req.body);
  } catch (err) {
    return res.status(400).json({ error: 'invalid YAML', line: err.mark?.line });
  }

  const problems = validateSchedule(schedule);
  if (problems.length) return res.status(422).json({ problems });

  schedules.set(req.params.farm, schedule);
  controller.emit('schedule:updated', { farm: req.params.farm, schedule });
  return res.status(204).end();
});

app.get('/farms/:farm/irrigation', (req, res) => {
  const schedule = schedules.get(req.params.farm);
  return schedule ? res.type('application/yaml').send(yaml.dump(schedule)) : res.sendStatus(404);
});

app.listen(Number(process.env.PORT) || 3000);
