// Koa routes that end the SSO session and return the user to a partner application
import Koa from 'koa';
import Router from '@koa/router';
import session from 'koa-session';

const TRUSTED_RETURN = /https:\/\/([a-z0-9-]+\.)*example\.com(\/|$)/;
const FALLBACK = 'https://www.example.com/';

const app = new Koa();
app.keys = [process.env.SESSION_KEY];
app.use(session({ key: 'sso.sid', httpOnly: true, secure: true, sameSite: 'lax' }, app));

const router = new Router();

function returnTarget(ctx) {
  const candidate = ctx.query.returnTo;
  if (typeof candidate === 'string' && TRUSTED_RETURN.test(candidate)) {
    return candidate;
  }
  return FALLBACK;
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
