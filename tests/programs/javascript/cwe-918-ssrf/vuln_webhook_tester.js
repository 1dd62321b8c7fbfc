// Koa endpoint that sends a test event to a customer-configured webhook URL and reports the result.
const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');
const axios = require('axios');

const app = new Koa();
const router = new Router();

function parseTarget(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return ['http:', 'https:'].includes(url.protocol) ? url.toString() : null;
}

async function deliver(target, event) {
  const response = await axios.post(target, event, {
    timeout: 5000,
    maxRedirects: 0,
    validateStatus: () => true,
    headers: { 'User-Agent': 'acme-webhooks/1.0', 'X-Acme-Event': event.type },
  });
  return { status: response.status, body: String(response.data).slice(0, 2000) };
}

router.post('/integrations/webhooks/test', async (ctx) => {
  const target = parseTarget(ctx.request.body && ctx.request.body.url);
  if (!target) {
    ctx.throw(400, 'a valid http(s) url is required');
  }
  const event = { type: 'ping', id: Date.now().toString(36), sent_at: new Date().toISOString() };
  try {
    ctx.body = { delivered: true, ...(await deliver(target, event)) };
  } catch (err) {
    ctx.status = 502;
    ctx.body = { delivered: false, error: err.code || 'request failed' };
  }
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
