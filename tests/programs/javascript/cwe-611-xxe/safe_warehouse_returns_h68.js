// A warehouse returns program of the h68 set (cwe-611-xxe).
// distilleries: ingests monthly bonded-warehouse stock returns that partner warehouses upload as XML
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import libxml from 'libxmljs2';

const PARSE_OPTIONS = { noent: false, dtdload: false, nonet: true, noblanks: true };

const text = (node, xpath, fallback = null) => node.get(xpath)?.text()?.trim() ?? fallback;
const num = (node, xpath) => Number.parseFloat(text(node, xpath, '0')) || 0;

const readReturn = (doc) => {
  const root = doc.root();
  if (root?.name() !== 'StockReturn') throw Object.assign(new Error('expected <StockReturn>'), { status: 422 });

  const casks = root.find('Casks/Cask').map((cask) => ({
    caskNo: cask.attr('no')?.value(),
    spirit: text(cask, 'Spirit', 'malt'),
    bulkLitres: num(cask, 'BulkLitres'),
    abv: num(cask, 'Strength'),
    warehouseBay: text(cask, 'Bay'),
  }));

  return {
    warehouse: text(root, 'Warehouse/@code') ?? text(root, 'Warehouse'),
    period: text(root, 'Period'),
    submittedBy: text(root, 'SubmittedBy'),
    casks,
  };
};

const lpa = ({ bulkLitres, abv }) => Math.round(bulkLitres * (abv / 100) * 100) / 100;

const router = new Router({ prefix: '/returns' });

router.post('/', async (ctx) => {
  if (!ctx.is('application/xml', 'text/xml')) ctx.throw(415, 'send the return as XML');
  const xml = ctx.request.rawBody ?? '';
  if (xml.length > 2_000_000) ctx.throw(413, 'return too large');

  let doc;
  try {
    doc = libxml.parseXml(xml, PARSE_OPTIONS);
  } catch (err) {
    ctx.throw(400, `malformed XML: ${err.message}`);
  }

  const { warehouse, period, submittedBy, casks } = readReturn(doc);
  const totals = casks.reduce(
    (acc, cask) => ({ casks: acc.casks + 1, bulk: acc.bulk + cask.bulkLitres, lpa: acc.lpa + lpa(cask) }),
    { casks: 0, bulk: 0, lpa: 0 },
  );
  const bySpirit = Object.fromEntries(
    Object.entries(Object.groupBy(casks, ({ spirit }) => spirit)).map(([spirit, list]) => [spirit, list.length]),
  );

  ctx.status = 201;
  ctx.body = {
    warehouse,
    period,
    submittedBy,
    totals: { ...totals, bulk: Math.round(totals.bulk * 100) / 100, lpa: Math.round(totals.lpa * 100) / 100 },
    bySpirit,
    lowStrength: casks.filter(({ abv }) => abv > 0 && abv < 40).map(({ caskNo }) => caskNo),
  };
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['xml'], xmlLimit: '2mb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 4800));
