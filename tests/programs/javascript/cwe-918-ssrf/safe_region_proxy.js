// Koa router forwarding inventory queries to the warehouse API of the selected region
const Router = require('@koa/router');
const axios = require('axios');

const router = new Router({ prefix: '/inventory' });
const DEFAULT_REGION = 'us-east';
const REGION_URLS = new Map([
  ['us-east', 'https://us-east.warehouse.internal.example.com/api/v2'],
  ['us-west', 'https://us-west.warehouse.internal.example.com/api/v2'],
  ['eu-central', 'https://eu-central.warehouse.internal.example.com/api/v2'],
]);

function regionBaseUrl(region) {
  return REGION_URLS.get(region) || REGION_URLS.get(DEFAULT_REGION);
}

function pickRegion(ctx) {
  const fromHeader = ctx.get('x-warehouse-region');
  const region = fromHeader || ctx.query.region || DEFAULT_REGION;
  return String(region).toLowerCase();
}

router.get('/:sku', async (ctx) => {
  const sku = ctx.params.sku;
  if (!/^[A-Z0-9-]{4,32}$/.test(sku)) {
    ctx.throw(400, 'invalid sku');
  }
  const baseURL = regionBaseUrl(pickRegion(ctx));
  try {
    const { data } = await axios.get(`/stock/${encodeURIComponent(sku)}`, {
      baseURL,
      timeout: 3000,
      headers: { Authorization: `Bearer ${process.env.WAREHOUSE_API_TOKEN}` },
    });
    ctx.body = { sku, available: data.available, reserved: data.reserved };
  } catch (err) {
    ctx.status = err.response ? err.response.status : 504;
    ctx.body = { error: 'warehouse lookup failed' };
  }
});

module.exports = router;
