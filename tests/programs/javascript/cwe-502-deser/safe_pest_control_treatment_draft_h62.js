// A pest control treatment draft program of the h62 set (cwe-502-deser).
'use strict';

// Technicians build up a treatment record on their phone during a visit; the
// draft travels in a cookie until they submit it at the end of the call-out.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.PEST_DATABASE_URL });
const DRAFT_COOKIE = 'treatment_draft';
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'strict', maxAge: 8 * 3600 * 1000 };

const PRODUCTS = new Set(['bait-station', 'gel-bait', 'residual-spray', 'glue-board', 'dust']);

const encodeDraft = (draft) => Buffer.from(JSON.stringify(draft), 'utf8').toString('base64url');
const decodeDraft = (raw) => JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));

const emptyDraft = (visitId) => ({ visitId, items: [], notes: '' });

// Middleware: load the draft for this visit onto ctx.state, save it back afterwards.
const withDraft = async (ctx, next) => {
  const visitId = Number(ctx.params.visitId);
  const raw = ctx.cookies.get(DRAFT_COOKIE);
  let draft = emptyDraft(visitId);
  if (raw) {
    try {
      const stored = decodeDraft(raw);
      if (stored && stored.visitId === visitId) draft = stored;
    } catch {
      draft = emptyDraft(visitId);
    }
  }
  ctx.state.draft = draft;
  await next();
  if (ctx.state.draft) ctx.cookies.set(DRAFT_COOKIE, encodeDraft(ctx.state.draft), COOKIE_OPTIONS);
  else ctx.cookies.set(DRAFT_COOKIE, null);
};

const addItem = (draft, { product, location, grams }) => ({
  ...draft,
  items: [...draft.items, { product, location: String(location).slice(0, 80), grams: Number(grams) }],
});

const router = new Router();
const VISIT = '/visits/:visitId(\\d+)';

router.post(`${VISIT}/items`, withDraft, (ctx) => {
  const { product, location = '', grams = 0 } = ctx.request.body;
  if (!PRODUCTS.has(product)) ctx.throw(422, 'unknown product');
  ctx.state.draft = addItem(ctx.state.draft, { product, location, grams });
  ctx.body = ctx.state.draft;
});

router.post(`${VISIT}/submit`, withDraft, async (ctx) => {
  const { visitId, items } = ctx.state.draft;
  if (items.length === 0) ctx.throw(422, 'nothing to submit');
  await pool.query(
    'INSERT INTO treatments (visit_id, items, submitted_at) VALUES ($1, $2::jsonb, NOW())',
    [visitId, JSON.stringify(items)]
  );
  ctx.state.draft = null;
  ctx.status = 201;
  ctx.body = { visitId, items: items.length };
});

const app = new Koa();
app.proxy = true; // TLS terminates at the load balancer
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3008);
