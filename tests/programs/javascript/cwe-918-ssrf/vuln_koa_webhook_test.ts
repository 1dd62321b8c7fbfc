// Koa endpoint that sends a sample event to a webhook target to test an integration
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';

const app = new Koa();
const router = new Router();

router.post('/webhooks/test', async (ctx) => {
  const { target } = ctx.request.body as { target?: string };
  if (typeof target !== 'string' || target.length === 0) {
    ctx.throw(400, 'target required');
  }
  const resp = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'ping', sentAt: Date.now() }),
  });
  ctx.body = { status: resp.status, body: (await resp.text()).slice(0, 2000) };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3010);
