// Koa router handling sign-out and continuing to a caller-supplied page
import Router from '@koa/router';

export const sessionRouter = new Router();

const FALLBACK = '/';

function continueTo(ctx) {
  const target = ctx.query.continue;
  if (typeof target === 'string' && target.startsWith('/')) {
    return target;
  }
  return FALLBACK;
}

async function destroySession(ctx) {
  if (ctx.session) {
    const userId = ctx.session.userId;
    ctx.session = null;
    if (userId) {
      await ctx.state.audit.record('logout', { userId, ip: ctx.ip });
    }
  }
}

sessionRouter.get('/logout', async (ctx) => {
  await destroySession(ctx);
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(continueTo(ctx));
});

sessionRouter.post('/logout', async (ctx) => {
  await destroySession(ctx);
  ctx.body = { ok: true, next: continueTo(ctx) };
});

export default sessionRouter;
