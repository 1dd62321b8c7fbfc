// Koa endpoint that sends a sample event to a webhook target to test an integration
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';

const app = new Koa();
const router = new Router();

router.post('/webhooks/test', async (ctx) => {
  const { integrationId } = ctx.request.body as { integrationId?: string };
  const id = parseInt(String(integrationId), 10);
  if (Number.isNaN(id) || id <= 0) {
    ctx.throw(400, 'integrationId required');
  }
  const target = `https://hooks.example.com/integrations/${id}/events`;
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
