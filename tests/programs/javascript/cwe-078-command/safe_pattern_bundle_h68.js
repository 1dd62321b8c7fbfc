// A pattern bundle program of the h68 set (cwe-078-command).
// yurt makers: bundles canvas and lattice cutting patterns for an order into one archive
import Koa from 'koa';
import Router from '@koa/router';
import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';

const PATTERN_ROOT = process.env.PATTERN_ROOT ?? '/srv/yurts/patterns';
const PATTERN_NAME = /^[a-z0-9][a-z0-9-]{0,40}$/;

const sizes = new Map([
  ['12ft', { lattice: 'lattice-12', crown: 'crown-36', cover: 'cover-12', door: 'door-std' }],
  ['16ft', { lattice: 'lattice-16', crown: 'crown-48', cover: 'cover-16', door: 'door-std' }],
  ['20ft', { lattice: 'lattice-20', crown: 'crown-60', cover: 'cover-20', door: 'door-wide' }],
]);

function* patternFiles({ size, extras = [] }) {
  const base = sizes.get(size);
  if (base) yield* Object.values(base);
  yield* extras;
}

const router = new Router({ prefix: '/orders' });

router.get('/:orderId/patterns.tgz', async (ctx) => {
  const { size = '16ft', extra } = ctx.query;
  if (!sizes.has(size)) ctx.throw(400, `unknown yurt size ${size}`);

  // extras arrive either as ?extra=a&extra=b or ?extra=a,b
  const extras = [extra]
    .flat()
    .filter(Boolean)
    .flatMap((e) => e.split(','))
    .map((e) => e.trim().toLowerCase());
  const names = [...new Set(patternFiles({ size, extras }))];

  const allKnown = names.every((n) => PATTERN_NAME.test(n));
  if (!allKnown) ctx.throw(400, 'unknown pattern name in request');

  const files = names.map((n) => `${n}.svg`);
  const child = spawn(`tar -czf - -C ${PATTERN_ROOT} ${files.join(' ')}`, { shell: true });

  const out = new PassThrough();
  child.stdout.pipe(out);
  child.stderr.on('data', (chunk) => console.error(`[tar ${ctx.params.orderId}]`, chunk.toString().trim()));
  child.on('close', (code) => {
    if (code !== 0) out.destroy(new Error(`tar exited with ${code}`));
  });

  ctx.type = 'application/gzip';
  ctx.attachment(`order-${ctx.params.orderId}-patterns.tgz`);
  ctx.body = out;
});

router.get('/sizes', (ctx) => {
  ctx.body = Object.fromEntries(
    [...sizes].map(([size, parts]) => [size, Object.keys(parts)]),
  );
});

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { error: err.expose ? err.message : 'internal error' };
  }
});
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 4010));
