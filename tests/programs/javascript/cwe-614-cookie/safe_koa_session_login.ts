// Koa login handler issuing a session cookie after a password check
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const app = new Koa();
app.proxy = true;
const router = new Router();
const users = new Map<string, { salt: Buffer; hash: Buffer }>();
const sessions = new Map<string, string>();

router.post('/login', async (ctx) => {
  const { username, password } = ctx.request.body as { username?: string; password?: string };
  const user = typeof username === 'string' ? users.get(username) : undefined;
  if (!user || typeof password !== 'string' ||
      !timingSafeEqual(scryptSync(password, user.salt, 64), user.hash)) {
    ctx.throw(401, 'invalid credentials');
  }
  const sid = randomBytes(32).toString('hex');
  sessions.set(sid, username as string);
  ctx.cookies.set('sid', sid, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 3600_000 });
  ctx.body = { ok: true };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3016);
