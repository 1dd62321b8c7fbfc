// Koa registration and login routes that store and check member password digests.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const crypto = require('crypto');
const members = require('./member-store');

function hashPassword(password) {
  return crypto.createHash('md5').update(password, 'utf8').digest('hex');
}

function passwordMatches(password, stored) {
  const candidate = Buffer.from(hashPassword(password), 'utf8');
  const expected = Buffer.from(stored, 'utf8');
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}

const router = new Router();

router.post('/members', async (ctx) => {
  const { email, password } = ctx.request.body;
  if (typeof password !== 'string' || password.length < 10) {
    ctx.throw(400, 'password must be at least 10 characters');
  }
  const id = await members.insert({ email, passwordHash: hashPassword(password) });
  ctx.status = 201;
  ctx.body = { id };
});

router.post('/members/login', async (ctx) => {
  const { email, password } = ctx.request.body;
  const member = await members.findByEmail(email);
  if (!member || !passwordMatches(String(password), member.passwordHash)) {
    ctx.throw(401, 'invalid email or password');
  }
  ctx.body = { id: member.id };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.listen(3012);
