// An ice rink skate sessions program of the h62 set (cwe-942-cors).
'use strict';

// API behind the rink's booking widget, which is served from the rink's marketing
// sites and calls this API with the skater's session cookie.
const Koa = require('koa');
const Router = require('@koa/router');
const cors = require('@koa/cors');
const session = require('koa-session');
const bodyParser = require('koa-bodyparser');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.RINK_DATABASE_URL });

const WIDGET_ORIGINS = new Set(['https://glacierrink.com', 'https://www.glacierrink.com', 'https://book.glacierrink.com']);

const allowOrigin = (ctx) => {
  const origin = ctx.get('Origin');
  return WIDGET_ORIGINS.has(origin) ? origin : '';
};

const app = new Koa();
app.keys = (process.env.RINK_COOKIE_KEYS || '').split(',').filter(Boolean);
app.proxy = true;

app.use(
  cors({
    origin: allowOrigin,
    credentials: true,
    allowMethods: ['GET', 'POST', 'DELETE'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  })
);
app.use(session({ key: 'rink.sess', httpOnly: true, secure: true, sameSite: 'none', maxAge: 86400000 }, app));
app.use(bodyParser());

const requireSkater = async (ctx, next) => {
  if (!ctx.session.skaterId) ctx.throw(401, 'sign in to book ice time');
  ctx.state.skaterId = ctx.session.skaterId;
  await next();
};

const router = new Router();

router.get('/api/sessions', async (ctx) => {
  const { rows } = await pool.query(
    `SELECT s.id, s.kind, s.starts_at, s.capacity - COUNT(b.id) AS spots_left
       FROM skate_sessions s LEFT JOIN bookings b ON b.session_id = s.id
      WHERE s.starts_at > NOW()
   GROUP BY s.id ORDER BY s.starts_at LIMIT 50`
  );
  ctx.body = rows;
});

router.get('/api/me/bookings', requireSkater, async (ctx) => {
  const { rows } = await pool.query(
    `SELECT b.id, s.kind, s.starts_at, b.skate_size, b.paid_cents
       FROM bookings b JOIN skate_sessions s ON s.id = b.session_id
      WHERE b.skater_id = $1 ORDER BY s.starts_at`,
    [ctx.state.skaterId]
  );
  ctx.body = rows;
});

router.delete('/api/me/bookings/:id', requireSkater, async (ctx) => {
  const { rowCount } = await pool.query('DELETE FROM bookings WHERE id = $1 AND skater_id = $2', [
    Number.parseInt(ctx.params.id, 10),
    ctx.state.skaterId,
  ]);
  ctx.status = rowCount ? 204 : 404;
});

app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3015);
