// A ski terms return program of the h60 set (cwe-601-redirect).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

// Before a season pass is activated the holder must accept the skier
// responsibility code. Pages that need it send the guest here with ?next=<page>, and
// after accepting the guest goes back to where they came from.
const SITE_ORIGIN = process.env.SITE_ORIGIN || 'https://passes.alpenhorn-resort.example';
const CODE_VERSION = '2024-11';
const acceptances = new Map();

const isLocalPath = (target) => typeof target === 'string' && target.startsWith('/');

const nextPage = (raw) =>
  [raw]
    .map((v) => (Array.isArray(v) ? v[0] : v))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter(isLocalPath)
    .concat(['/my-pass'])[0];

const PASS_ID = /^SP-\d{8}$/;

const router = new Router();

// Called by the pass app with a JSON body once the guest ticks the box.
router.post('/api/mountain-code/acceptances', (ctx) => {
  const { passId } = ctx.request.body || {};
  if (!PASS_ID.test(String(passId))) ctx.throw(400, 'pass number not recognised');
  acceptances.set(passId, { version: CODE_VERSION, at: new Date().toISOString() });
  ctx.status = 201;
  ctx.body = { passId, version: CODE_VERSION };
});

// The app then sends the browser here to return to the original page.
router.get('/mountain-code/continue', (ctx) => {
  ctx.redirect(nextPage(ctx.query.next));
});

router.get('/my-pass', (ctx) => {
  ctx.body = { origin: SITE_ORIGIN, acceptedCodes: acceptances.size };
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'] }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 3000));
