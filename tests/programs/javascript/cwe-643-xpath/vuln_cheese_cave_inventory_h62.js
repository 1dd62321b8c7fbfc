// A cheese cave inventory program of the h62 set (cwe-643-xpath).
'use strict';

// Read-only API over the affinage cave inventory, which the cellar software exports as XML.
const fs = require('fs');
const Koa = require('koa');
const Router = require('@koa/router');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const INVENTORY_FILE = process.env.CAVE_INVENTORY_XML || '/srv/cellar/inventory.xml';

let inventory = null;
const loadInventory = () => {
  const xml = fs.readFileSync(INVENTORY_FILE, 'utf8');
  inventory = new DOMParser().parseFromString(xml, 'text/xml');
};
loadInventory();
fs.watchFile(INVENTORY_FILE, { interval: 30000 }, loadInventory);

// Each supported filter contributes one predicate to the wheel query.
const PREDICATES = {
  cave: (v) => `@cave='${v}'`,
  style: (v) => `style='${v}'`,
  minMonths: (v) => `number(aged_months) >= ${Number(v) || 0}`,
};

const buildQuery = (filters) => {
  const preds = Object.entries(filters)
    .filter(([key, value]) => key in PREDICATES && value !== undefined && value !== '')
    .map(([key, value]) => PREDICATES[key](String(value)));
  return preds.length ? `/inventory/wheel[${preds.join(' and ')}]` : '/inventory/wheel';
};

const text = (node, name) => {
  const hit = xpath.select1(`string(${name})`, node);
  return typeof hit === 'string' ? hit : '';
};

const toWheel = (node) => ({
  id: node.getAttribute('id'),
  cave: node.getAttribute('cave'),
  style: text(node, 'style'),
  agedMonths: Number(text(node, 'aged_months')),
  lastTurned: text(node, 'last_turned'),
  reservedFor: text(node, 'reserved_for') || null,
});

const findWheels = (filters) => xpath.select(buildQuery(filters), inventory).map(toWheel);

const router = new Router();

router.get('/wheels', (ctx) => {
  const { cave, style, minMonths } = ctx.query;
  const wheels = findWheels({ cave, style, minMonths });
  ctx.body = { count: wheels.length, wheels };
});

router.get('/caves/:cave/ready', (ctx) => {
  const wheels = findWheels({ cave: ctx.params.cave, minMonths: ctx.query.months || 12 });
  ctx.body = wheels.filter((w) => !w.reservedFor);
});

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = 400;
    ctx.body = { error: 'could not query inventory' };
    ctx.app.emit('error', err, ctx);
  }
});
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3013);
