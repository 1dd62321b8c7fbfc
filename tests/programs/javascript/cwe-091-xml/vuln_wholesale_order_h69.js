// A wholesale order program of the h69 set (cwe-091-xml).
const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

const app = new Koa();
const router = new Router();
const PARTNER_URL = 'https://inbound.valensole-logistique.fr/api/v2/orders';

const PRODUCTS = {
  'LAV-BUNDLE': { title: 'Dried bundle, Grosso', unit: 'bundle' },
  'LAV-BUDS-1KG': { title: 'Culinary buds 1kg', unit: 'bag' },
  'LAV-OIL-50': { title: 'Essential oil 50ml', unit: 'bottle' },
};

function text(value) {
  return String(value);
}

// Collect the wholesale order from the form into request state.
async function collectOrder(ctx, next) {
  const b = ctx.request.body || {};
  const lines = Array.isArray(b.lines) ? b.lines : [];
  ctx.state.order = {
    buyer: b.buyer || '',
    shipTo: b.shipTo || '',
    note: b.note || '',
    lines: lines
      .filter((l) => PRODUCTS[l.sku])
      .map((l) => ({ sku: l.sku, qty: Math.max(1, Math.floor(Number(l.qty) || 1)) })),
  };
  if (!ctx.state.order.lines.length) ctx.throw(400, 'order has no valid lines');
  await next();
}

function orderXml(order, reference) {
  const lines = order.lines
    .map((l) => `    <line sku="${l.sku}" qty="${l.qty}" unit="${PRODUCTS[l.sku].unit}"/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<order reference="${reference}" source="plateau-bleu-farm">
  <buyer>${text(order.buyer)}</buyer>
  <shipTo>${text(order.shipTo)}</shipTo>
  <note>${text(order.note)}</note>
  <lines>
${lines}
  </lines>
</order>`;
}

router.post('/wholesale/orders', collectOrder, async (ctx) => {
  const reference = `PB-${Date.now()}`;
  const xml = orderXml(ctx.state.order, reference);
  const response = await fetch(PARTNER_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml', Authorization: `Bearer ${process.env.PARTNER_TOKEN}` },
    body: xml,
  });
  if (!response.ok) {
    ctx.throw(502, 'fulfilment partner rejected the order');
  }
  ctx.status = 201;
  ctx.body = { reference, lines: ctx.state.order.lines.length };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(Number(process.env.PORT) || 3150);
