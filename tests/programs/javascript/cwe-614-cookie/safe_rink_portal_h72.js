// A rink portal program of the h72 set (cwe-614-cookie).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');
const crypto = require('node:crypto');

class SessionCookiePolicy {
  get name() {
    return 'rink_sid';
  }

  options() {
    return { httpOnly: true, secure: true, sameSite: 'lax', signed: true, maxAge: 8 * 60 * 60 * 1000 };
  }
}

class StaffCookiePolicy extends SessionCookiePolicy {
  get name() {
    return 'rink_staff_sid';
  }

  options() {
    return { ...super.options(), sameSite: 'strict', maxAge: 12 * 60 * 60 * 1000 };
  }
}

// Season-pass holders mostly sign in from the lobby kiosks, which load the portal from the rink's Wi-Fi.
class MemberCookiePolicy extends SessionCookiePolicy {
  options() {
    return { ...super.options(), maxAge: 30 * 24 * 60 * 60 * 1000 };
  }
}

const policies = { member: new MemberCookiePolicy(), staff: new StaffCookiePolicy() };

const accounts = new Map([
  ['skate.fan@hotmail.com', { role: 'member', passHash: process.env.DEMO_MEMBER_HASH }],
  ['dj.booth@rollerhavenrink.com', { role: 'staff', passHash: process.env.DEMO_STAFF_HASH }],
]);
const sessions = new Map();

function verify(password, stored) {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  const actual = crypto.scryptSync(String(password), salt, 32);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === actual.length && crypto.timingSafeEqual(actual, expected);
}

const router = new Router();

router.post('/sign-in', (ctx) => {
  const { email, password } = ctx.request.body ?? {};
  const account = accounts.get(String(email ?? '').toLowerCase());
  if (!account || !verify(password, account.passHash)) ctx.throw(401, 'wrong email or password');

  const policy = policies[account.role];
  const sid = crypto.randomBytes(32).toString('base64url');
  sessions.set(sid, { email: String(email).toLowerCase(), role: account.role, createdAt: Date.now() });
  ctx.cookies.set(policy.name, sid, policy.options());
  ctx.body = { role: account.role };
});

router.get('/me/pass', (ctx) => {
  const sid = ctx.cookies.get('rink_sid', { signed: true });
  const session = sid && sessions.get(sid);
  if (!session) ctx.throw(401);
  ctx.body = { email: session.email, pass: 'season-2024', skateCredits: 6 };
});

router.post('/sign-out', (ctx) => {
  for (const policy of Object.values(policies)) {
    const sid = ctx.cookies.get(policy.name, { signed: true });
    if (sid) sessions.delete(sid);
    ctx.cookies.set(policy.name, null);
  }
  ctx.status = 204;
});

const app = new Koa();
app.keys = [process.env.COOKIE_KEY_CURRENT, process.env.COOKIE_KEY_PREVIOUS].filter(Boolean);
app.proxy = true;
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3800));
