// A harbour reports program of the h69 set (cwe-078-command).
const express = require('express');
const { EventEmitter } = require('node:events');
const { exec } = require('node:child_process');
const crypto = require('node:crypto');

const app = express();
app.use(express.json());

const reports = new EventEmitter();
const results = new Map();
const SCRIPTS = process.env.REPORT_SCRIPTS || '/opt/harbourtow/bin';
const FLEET = new Set(['brenda-k', 'sea-mule', 'old-tom', 'marguerite']);

function run(cmd, id) {
  exec(cmd, { timeout: 30000, maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
    if (err) {
      results.set(id, { status: 'failed', error: stderr.toString().slice(0, 500) });
      return;
    }
    results.set(id, { status: 'done', output: stdout.toString() });
  });
}

reports.on('report:requested', (job) => {
  const { id, kind, station, vessel, days } = job;
  const span = Math.min(Math.max(parseInt(days, 10) || 1, 1), 14);
  switch (kind) {
    case 'tide': {
      if (!/^[A-Z]{4}\d{2}$/.test(station)) {
        results.set(id, { status: 'failed', error: 'unknown tide station' });
        return;
      }
      run(`${SCRIPTS}/tide-table --station ${station} --days ${span}`, id);
      break;
    }
    case 'fuel': {
      run(`${SCRIPTS}/fuel-burn --vessel ${vessel} --days ${span}`, id);
      break;
    }
    default:
      results.set(id, { status: 'failed', error: `no report type ${kind}` });
  }
});

reports.on('report:requested', (job) => {
  console.log(`[dispatch] ${job.requestedBy} asked for ${job.kind} report ${job.id}`);
});

app.post('/reports', (req, res) => {
  const id = crypto.randomUUID();
  const job = {
    id,
    kind: req.body.kind,
    station: req.body.station,
    vessel: req.body.vessel,
    days: req.body.days,
    requestedBy: req.get('x-dispatcher') || 'desk',
  };
  results.set(id, { status: 'queued' });
  setImmediate(() => reports.emit('report:requested', job));
  res.status(202).json({ id, poll: `/reports/${id}` });
});

app.get('/reports/:id', (req, res) => {
  const entry = results.get(req.params.id);
  if (!entry) return res.status(404).json({ error: 'no such report' });
  res.json(entry);
});

app.get('/fleet', (req, res) => {
  res.json({ vessels: [...FLEET] });
});

app.listen(Number(process.env.PORT) || 8082);
