// Koa middleware and routes giving students and teachers access to their class timetables
const Koa = require('koa');
const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const { timetableFor } = require('./timetable-service');

const SIGNING_SECRET = process.env.TIMETABLE_JWT_SECRET;
if (!SIGNING_SECRET) {
  throw new Error('TIMETABLE_JWT_SECRET is not configured');
}

function tokenFrom(ctx) {
  const header = ctx.get('Authorization');
  return header.startsWith('Bearer ') ? header.slice(7) : null;
}

async function authenticate(ctx, next) {
  const token = tokenFrom(ctx);
  if (!token) ctx.throw(401, 'missing token');
  let claims;
  try {
    claims = jwt.verify(token, SIGNING_SECRET, { algorithms: ['HS256'], audience: 'timetable' });
  } catch (err) {
    ctx.throw(401, err.name === 'TokenExpiredError' ? 'token expired' : 'invalid token');
  }
  if (!claims || !claims.sub) ctx.throw(401, 'invalid token');
  ctx.state.person = { id: claims.sub, role: claims.role === 'teacher' ? 'teacher' : 'student' };
  await next();
}

const router = new Router();

router.get('/timetable/me', async (ctx) => {
  const { id, role } = ctx.state.person;
  ctx.body = await timetableFor(id, role);
});

router.post('/timetable/me/preferences', async (ctx) => {
  ctx.status = 204;
});

const app = new Koa();
app.use(authenticate);
app.use(router.routes()).use(router.allowedMethods());

module.exports = app;
