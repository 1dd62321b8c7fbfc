// A ops session program of the h73 set (cwe-502-deser).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

const COOKIE = 'ops_state';
const ROSTER = new Set(['GWR-4073', 'LMS-6100', 'SR-850', 'BR-92220', 'DMU-101']);

function freshState() {
  return { operator: 'guest', locos: [], yard: 'Hadley Sidings', speedLimit: 40 };
}

function loadState(ctx) {
  const raw = ctx.cookies.get(COOKIE);
  if (!raw) return freshState();
  try {
    const text = Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8');
    const parsed = JSON.parse(text);
    const state = freshState();
    if (typeof parsed.operator === 'string') state.operator = parsed.operator.slice(0, 40);
    if (Array.isArray(parsed.locos)) state.locos = parsed.locos.filter((l) => ROSTER.has(l));
    if (Number.isInteger(parsed.speedLimit)) state.speedLimit = Math.min(Math.max(parsed.speedLimit, 5), 60);
    return state;
  } catch {
    return freshState();
  }
}

function saveState(ctx, state) {
  const text = JSON.stringify(state);
  ctx.cookies.set(COOKIE, encodeURIComponent(Buffer.from(text, 'utf8').toString('base64')), {
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 1000 * 60 * 60 * 24 * 30,
  });
}

const router = new Router({ prefix: '/throttle' });

router.get('/', (ctx) => {
  ctx.body = loadState(ctx);
});

router.post('/assign', (ctx) => {
  const state = loadState(ctx);
  const loco = String(ctx.request.body?.loco || '').trim().toUpperCase();
  if (!ROSTER.has(loco)) {
    ctx.status = 400;
    ctx.body = { error: `${loco} is not on the club roster` };
    return;
  }
  if (!state.locos.includes(loco)) state.locos.push(loco);
  state.operator = String(ctx.request.body?.operator || state.operator).slice(0, 40);
  saveState(ctx, state);
  ctx.body = state;
});

router.post('/release', (ctx) => {
  const state = loadState(ctx);
  const loco = String(ctx.request.body?.loco || '').trim().toUpperCase();
  state.locos = state.locos.filter((l) => l !== loco);
  saveState(ctx, state);
  ctx.body = state;
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 6060));
