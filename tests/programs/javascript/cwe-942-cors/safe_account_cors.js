// Koa middleware that adds CORS headers for the account settings API.
const Koa = require('koa');
const Router = require('@koa/router');
const { currentAccount } = require('./accounts');

const app = new Koa();
const router = new Router();

function isTrustedOrigin(origin) {
  let url;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && (url.hostname === 'example.com' || url.hostname.endsWith('.example.com'));
}

function corsHeaders() {
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    if (origin && isTrustedOrigin(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.vary('Origin');
    }
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET,PUT');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      ctx.status = 204;
      return;
    }
    await next();
  };
}

router.get('/account', async (ctx) => {
  const account = await currentAccount(ctx.cookies.get('sid'));
  if (!account) {
    ctx.throw(401);
  }
  ctx.body = { email: account.email, plan: account.plan, apiKeyLast4: account.apiKey.slice(-4) };
});

app.use(corsHeaders());
app.use(router.routes());
app.listen(3010);
