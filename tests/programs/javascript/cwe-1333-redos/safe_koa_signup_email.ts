// Koa signup endpoint checking the email format before creating an account
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';

const EMAIL_FORMAT = /^[a-zA-Z0-9_.+-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$/;

const app = new Koa();
const router = new Router();
const accounts = new Map<string, { createdAt: number }>();

router.post('/signup', async (ctx) => {
  const { email } = ctx.request.body as { email?: string };
  if (typeof email !== 'string' || email.length > 254 || !EMAIL_FORMAT.test(email)) {
    ctx.throw(400, 'invalid email');
  }
  accounts.set(email.toLowerCase(), { createdAt: Date.now() });
  ctx.status = 201;
  ctx.body = { email };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3015);
