// Koa microservice computing arithmetic results for a calculator widget
const Koa = require('koa');
const Router = require('@koa/router');

const app = new Koa();
const router = new Router();

const OPS = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
};

router.get('/calc', (ctx) => {
  const a = parseFloat(ctx.query.a);
  const b = parseFloat(ctx.query.b);
  const op = String(ctx.query.op);
  if (Number.isNaN(a) || Number.isNaN(b) || !Object.hasOwn(OPS, op)) {
    ctx.throw(400, 'a, b and op required');
  }
  const result = OPS[op](a, b);
  ctx.body = { a, b, op, result };
});

app.use(router.routes());
app.listen(3007);
