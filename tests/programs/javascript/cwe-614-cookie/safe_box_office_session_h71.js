// A box office session program of the h71 set (cwe-614-cookie).
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const sessions = new Map();

async function loadCookieConfig() {
  try {
    const raw = await readFile(process.env.BOX_OFFICE_CONFIG ?? '/etc/boxoffice/config.json', 'utf8');
    return JSON.parse(raw).cookies ?? {};
  } catch (err) {
    console.warn(`box office config unreadable (${err.message}); using cookie defaults`);
    return {};
  }
}

const cookieConfig = await loadCookieConfig();
const SESSION_COOKIE = {
  httpOnly: cookieConfig.httpOnly ?? true,
  secure: cookieConfig.secure ?? true,
  sameSite: cookieConfig.sameSite ?? 'strict',
  maxAge: (cookieConfig.maxAgeMinutes ?? 480) * 60_000,
  overwrite: true,
};

const app = new Koa();
app.proxy = true;
const router = new Router();

async function requireStaff(ctx, next) {
  const sid = ctx.cookies.get('bo_session');
  const staff = sid ? sessions.get(sid) : undefined;
  if (!staff || staff.expires < Date.now()) {
    ctx.throw(401, 'please sign in to the box office');
  }
  ctx.state.staff = staff;
  await next();
}

router.post('/sign-in', async (ctx) => {
  const { username, password } = ctx.request.body ?? {};
  const { rows } = await pool.query('SELECT id, display_name, password_hash, role FROM staff WHERE username = $1', [
    String(username ?? ''),
  ]);
  const member = rows[0];
  if (!member || !(await argon2.verify(member.password_hash, String(password ?? '')))) {
    ctx.throw(401, 'username or password not recognised');
  }
  const sid = randomBytes(32).toString('base64url');
  sessions.set(sid, { id: member.id, name: member.display_name, role: member.role, expires: Date.now() + SESSION_COOKIE.maxAge });
  ctx.cookies.set('bo_session', sid, SESSION_COOKIE);
  ctx.body = { name: member.display_name, role: member.role };
});

router.post('/sign-out', requireStaff, async (ctx) => {
  sessions.delete(ctx.cookies.get('bo_session'));
  ctx.cookies.set('bo_session', null, SESSION_COOKIE);
  ctx.status = 204;
});

router.get('/sales/today', requireStaff, async (ctx) => {
  const { rows } = await pool.query(
    `SELECT performance, count(*)::int AS tickets, sum(price_gbp) AS takings
       FROM ticket_sales WHERE sold_at::date = current_date GROUP BY performance ORDER BY performance`,
  );
  ctx.body = { staff: ctx.state.staff.name, sales: rows };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3000));
