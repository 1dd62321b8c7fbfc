// Koa routes that end the SSO session and return the user to a partner application
import Koa from 'koa';
import Router from '@koa/router';
import session from 'koa-session';

const TRUSTED_HOSTS = new Set(['www.example.com', 'billing.example.com', 'docs.example.com']);
const FALLBACK = 'https://www.example.com/';

const app = new Koa();
app.keys = [process.env.SESSION_KEY];
app.use(session({ key: 'sso.sid', httpOnly: true, secure: true, sameSite: 'lax' }, app));

const router = new Router();

function returnTarget(ctx) {
  const candidate = ctx.query.returnTo;
  if (typeof candidate !== 'string') return FALLBACK;
  let url;
  try {
    url = new URL(candidate);
  } catch (e) {
    return FALLBACK;
  }
  if (url.protocol !== 'https:' || !TRUSTED_HOSTS.has(url.hostname)) {
    return FALLBACK;
  }
  return url.href;
}

router.get('/sso/logout', async (ctx) => {
  const userId = ctx.session && ctx.session.userId;
  ctx.session = null;
  if (userId) {
    ctx.log && ctx.log.info({ userId }, 'sso logout');
  }
  ctx.redirect(returnTarget(ctx));
});

router.get('/sso/status', async (ctx) => {
  ctx.body = { authenticated: Boolean(ctx.session && ctx.session.userId) };
});

app.use(router.routes()).use(router.allowedMethods());

export default app;
