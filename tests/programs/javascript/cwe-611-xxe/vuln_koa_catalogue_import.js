// Koa endpoint importing a product catalogue uploaded as an XML document
const Koa = require('koa');
const Router = require('@koa/router');
const getRawBody = require('raw-body');
const libxmljs = require('libxmljs');

const app = new Koa();
const router = new Router();

router.post('/catalogue', async (ctx) => {
  const xml = await getRawBody(ctx.req, { limit: '1mb', encoding: 'utf8' });
  const doc = libxmljs.parseXml(xml, { noent: true, nonet: false });
  const items = doc.find('//product').map((p) => ({
    sku: p.attr('sku') ? p.attr('sku').value() : null,
    name: p.get('name') ? p.get('name').text() : null,
  }));
  ctx.body = { count: items.length, items };
});

app.use(router.routes());
app.listen(3011);
