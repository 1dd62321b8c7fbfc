// A bench login program of the h69 set (cwe-614-cookie).
const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');
const crypto = require('node:crypto');

const app = new Koa();
app.proxy = true;
app.keys = [process.env.COOKIE_KEY_CURRENT, process.env.COOKIE_KEY_PREVIOUS].filter(Boolean);
const router = new Router();

const STAFF_PINS = new Map([
  ['ines', process.env.PIN_HASH_INES],
  ['theo', process.env.PIN_HASH_THEO],
]);
const sessions = new Map();

const SESSION_COOKIE = {
  signed: true,
  maxAge: 10 * 60 * 60 * 1000,
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
};

// Load who is at the bench from the session cookie.
app.use(async (ctx, next) => {
  const sid = ctx.cookies.get('bench_sid', { signed: true });
  const entry = sid && sessions.get(sid);
  ctx.state.staff = entry && entry.expires > Date.now() ? entry.name : null;
  await next();
});

function pinMatches(name, pin) {
  const stored = STAFF_PINS.get(name);
  if (!stored) return false;
  const calc = crypto.createHash('sha256').update(`${name}:${pin}`).digest();
  const expected = Buffer.from(stored, 'hex');
  return calc.length === expected.length && crypto.timingSafeEqual(calc, expected);
}

router.post('/signin', (ctx) => {
  const { name, pin } = ctx.request.body || {};
  if (!pinMatches(String(name), String(pin))) ctx.throw(401, 'unknown staff member or pin');
  const sid = crypto.randomBytes(32).toString('hex');
  sessions.set(sid, { name, expires: Date.now() + SESSION_COOKIE.maxAge });
  ctx.cookies.set('bench_sid', sid, SESSION_COOKIE);
  ctx.body = { signedIn: name };
});

router.post('/signout', (ctx) => {
  const sid = ctx.cookies.get('bench_sid', { signed: true });
  if (sid) sessions.delete(sid);
  ctx.cookies.set('bench_sid', null, SESSION_COOKIE);
  ctx.status = 204;
});

router.get('/jobs/today', (ctx) => {
  if (!ctx.state.staff) ctx.throw(401, 'sign in first');
  ctx.body = {
    staff: ctx.state.staff,
    jobs: [
      { ticket: 'C-5521', work: 'full resole, leather', due: '16:00' },
      { ticket: 'C-5524', work: 'heel tips x2', due: '12:30' },
    ],
  };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3231);
