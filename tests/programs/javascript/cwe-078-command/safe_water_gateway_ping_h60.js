// A water gateway ping program of the h60 set (cwe-078-command).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { execFile } = require('child_process');
const { promisify } = require('util');

const run = promisify(execFile);

// Field technicians use this endpoint from the depot console to check that a
// district's radio gateway (which collects smart water meter readings) answers.
const HOSTNAME_SHAPE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

const checks = [
  (host) => (typeof host === 'string' ? null : 'host is required'),
  (host) => (host.length <= 253 ? null : 'host name too long'),
  (host) => (HOSTNAME_SHAPE.test(host) ? null : 'host must be a gateway name or address'),
];

const validateHost = (host) => checks.reduce((err, check) => err || check(host), null);

const summarise = (stdout) => {
  const lossLine = stdout.split('\n').find((l) => l.includes('packet loss')) || '';
  const rttLine = stdout.split('\n').find((l) => l.startsWith('rtt') || l.startsWith('round-trip')) || '';
  const loss = Number((lossLine.match(/([\d.]+)% packet loss/) || [])[1]);
  const avg = Number((rttLine.split('=')[1] || '').split('/')[1]);
  return { lossPercent: Number.isFinite(loss) ? loss : null, avgMs: Number.isFinite(avg) ? avg : null };
};

const pingGateway = (host, count) =>
  run('ping', ['-c', String(count), '-W', '2', host], { timeout: 15000 })
    .then(({ stdout }) => ({ reachable: true, ...summarise(stdout) }))
    .catch((err) => ({ reachable: false, ...summarise(String(err.stdout || '')) }));

const router = new Router();

router.get('/diagnostics/gateways/ping', async (ctx) => {
  const host = ctx.query.host;
  const problem = validateHost(host);
  if (problem) ctx.throw(400, problem);

  const count = Math.min(Math.max(parseInt(ctx.query.count, 10) || 3, 1), 10);
  ctx.body = { host, ...(await pingGateway(host, count)) };
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 7070), '127.0.0.1');
