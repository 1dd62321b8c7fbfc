// Koa app rendering a welcome card with the visitor-supplied display name
import Koa from 'koa';
import Router from '@koa/router';

const app = new Koa();
const router = new Router();

router.get('/card', (ctx) => {
  const name = String(ctx.query.name ?? 'guest');
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html><body>
  <div class="card"><h2>Welcome, ${name}</h2></div>
</body></html>`;
});

app.use(router.routes());
app.use(router.allowedMethods());
app.listen(3001);
