// Koa microservice computing arithmetic results for a calculator widget
const Koa = require('koa');
const Router = require('@koa/router');

const app = new Koa();
const router = new Router();

router.get('/calc', (ctx) => {
  const expr = ctx.query.expr;
  if (typeof expr !== 'string' || expr.length === 0) {
    ctx.throw(400, 'expr required');
  }
  const result = eval(expr);
  ctx.body = { expr, result };
});

app.use(router.routes());
app.listen(3007);
