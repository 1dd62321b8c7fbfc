// Utility billing service that schedules interval-meter exports and runs them in a worker
const express = require('express');
const { EventEmitter } = require('events');
const { exec } = require('child_process');
const crypto = require('crypto');

const app = express();
app.use(express.json());

const jobs = new EventEmitter();
const results = new Map();

const ACCOUNT_PATTERN = /\d{8}/;
const FORMATS = ['csv', 'xlsx'];

const validate = ({ account, format }) =>
  ACCOUNT_PATTERN.test(String(account)) && FORMATS.includes(format)
    ? { ok: true, value: { account: String(account), format } }
    : { ok: false };

const exportCommand = ({ id, account, format }) =>
  `/opt/meter/bin/meter-export --account ${account} --format ${format} --out /var/exports/${id}.${format}`;

jobs.on('export', (job) => {
  results.set(job.id, { state: 'running' });
  exec(exportCommand(job), { timeout: 60000 }, (err, stdout) => {
    results.set(job.id, err
      ? { state: 'failed' }
      : { state: 'done', rows: stdout.split('\n').filter(Boolean).length });
  });
});

app.post('/exports', (req, res) => {
  const parsed = validate(req.body || {});
  if (!parsed.ok) return res.status(422).json({ error: 'invalid export request' });
  const id = crypto.randomUUID();
  results.set(id, { state: 'queued' });
  setImmediate(() => jobs.emit('export', { id, ...parsed.value }));
  return res.status(202).json({ id });
});

app.get('/exports/:id', (req, res) =>
  results.has(req.params.id) ? res.json(results.get(req.params.id)) : res.sendStatus(404));

app.listen(3030);
