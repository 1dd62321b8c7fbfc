// A roofing order draft program of the h70 set (cwe-502-deser).
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';

const app = new Koa();
const router = new Router();

const PRODUCTS = new Map([
  ['heather-500x250', { name: 'Heather blue 500x250', perThousand: 1890 }],
  ['heather-600x300', { name: 'Heather blue 600x300', perThousand: 2450 }],
  ['rustic-400x200', { name: 'Rustic grey 400x200', perThousand: 1320 }],
  ['ridge-tile', { name: 'Sawn ridge, 600mm', perThousand: 9800 }],
]);

const EMPTY_DRAFT = { site: '', lines: [] };

const encodeDraft = (draft) => Buffer.from(JSON.stringify(draft)).toString('base64');

const decodeDraft = (cookie) => {
  if (!cookie) return EMPTY_DRAFT;
  try {
    const draft = JSON.parse(Buffer.from(cookie, 'base64').toString('utf8'));
    const lines = Array.isArray(draft?.lines) ? draft.lines : [];
    return {
      site: typeof draft?.site === 'string' ? draft.site.slice(0, 80) : '',
      lines: lines
        .filter(({ sku, qty } = {}) => PRODUCTS.has(sku) && Number.isInteger(qty) && qty > 0)
        .map(({ sku, qty }) => ({ sku, qty })),
    };
  } catch {
    return EMPTY_DRAFT;
  }
};

const priceLines = (lines) =>
  lines.map(({ sku, qty }) => {
    const { name, perThousand } = PRODUCTS.get(sku);
    return { sku, name, qty, cost: Math.round((qty / 1000) * perThousand * 100) / 100 };
  });

const merge = (lines, incoming) =>
  Object.entries(
    [...lines, ...incoming].reduce((acc, { sku, qty }) => ({ ...acc, [sku]: (acc[sku] ?? 0) + qty }), {}),
  ).map(([sku, qty]) => ({ sku, qty }));

router.get('/draft', (ctx) => {
  const draft = decodeDraft(ctx.cookies.get('slate_draft'));
  const priced = priceLines(draft.lines);
  ctx.body = { site: draft.site, lines: priced, total: priced.reduce((t, { cost }) => t + cost, 0) };
});

router.post('/draft/lines', (ctx) => {
  const draft = decodeDraft(ctx.cookies.get('slate_draft'));
  const { site = draft.site, lines = [] } = ctx.request.body ?? {};
  const incoming = lines.filter(({ sku, qty }) => PRODUCTS.has(sku) && Number.isInteger(qty) && qty > 0);
  const next = { site: String(site).slice(0, 80), lines: merge(draft.lines, incoming) };
  ctx.cookies.set('slate_draft', encodeDraft(next), { httpOnly: true, sameSite: 'lax', maxAge: 7 * 86_400_000 });
  ctx.body = { lines: next.lines.length };
});

router.delete('/draft', (ctx) => {
  ctx.cookies.set('slate_draft', null);
  ctx.status = 204;
});

app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3750));
