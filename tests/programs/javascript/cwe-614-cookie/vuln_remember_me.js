// Koa login route that issues a long-lived remember-me token cookie.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const crypto = require('crypto');
const { verifyCredentials, storeRememberToken } = require('./accounts');

const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

const app = new Koa();
app.keys = [process.env.COOKIE_SIGNING_KEY];
app.proxy = true;

const router = new Router();

function rememberCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax',
    maxAge: THIRTY_DAYS,
    signed: true,
  };
}

router.post('/login', async (ctx) => {
  const { email, password, remember } = ctx.request.body;
  const account = await verifyCredentials(email, password);
  if (!account) {
    ctx.throw(401, 'invalid email or password');
  }
  if (remember) {
    const token = crypto.randomBytes(32).toString('hex');
    await storeRememberToken(account.id, token, new Date(Date.now() + THIRTY_DAYS));
    ctx.cookies.set('remember_me', token, rememberCookieOptions());
  }
  ctx.body = { id: account.id, email: account.email };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3009);
