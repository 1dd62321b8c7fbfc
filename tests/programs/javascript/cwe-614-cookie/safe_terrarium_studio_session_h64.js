// A terrarium studio session program of the h64 set (cwe-614-cookie).
'use strict';

const crypto = require('crypto');
const Koa = require('koa');
const Router = require('koa-router');
const bodyParser = require('koa-bodyparser');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.TERRARIUM_DB_URL });

const app = new Koa();
app.proxy = true;
app.keys = [process.env.STUDIO_COOKIE_KEY];

const router = new Router({ prefix: '/studio' });

// the design studio opens with the invite code from the quote email plus the enclosure brief
// body: { inviteCode: 'TB-7Q2K9', brief: { enclosures: [{ kind: 'paludarium', widthCm: 90, plants: ['Fittonia', 'Java moss'] }] } }
router.post('/sessions', async (ctx) => {
  const { inviteCode, brief = {} } = ctx.request.body || {};
  if (typeof inviteCode !== 'string' || !/^TB-[A-Z0-9]{5}$/.test(inviteCode)) ctx.throw(400, 'invite code looks like TB-XXXXX');

  const { rows } = await pool.query(
    'SELECT id, customer_id FROM studio_invites WHERE code = $1 AND redeemed_at IS NULL AND expires_at > now()',
    [inviteCode],
  );
  if (rows.length === 0) ctx.throw(404, 'invite not found or already used');

  const enclosures = Array.isArray(brief.enclosures) ? brief.enclosures.slice(0, 6) : [];
  const plan = enclosures.map((e, i) => ({
    slot: i + 1,
    kind: ['terrarium', 'paludarium', 'vivarium', 'riparium'].includes(e.kind) ? e.kind : 'terrarium',
    widthCm: Math.min(Math.max(Number.parseInt(e.widthCm, 10) || 45, 20), 240),
    plants: Array.isArray(e.plants) ? e.plants.map((p) => String(p).slice(0, 40)).slice(0, 20) : [],
  }));

  const sessionId = crypto.randomBytes(32).toString('hex');
  await pool.query(
    `INSERT INTO studio_sessions (id, customer_id, plan, expires_at) VALUES ($1, $2, $3::jsonb, now() + interval '12 hours')`,
    [sessionId, rows[0].customer_id, JSON.stringify(plan)],
  );
  await pool.query('UPDATE studio_invites SET redeemed_at = now() WHERE id = $1', [rows[0].id]);

  ctx.cookies.set('studio_sid', sessionId, {
    signed: true,
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: 12 * 3600 * 1000,
  });
  ctx.status = 201;
  ctx.body = { enclosures: plan.length, plan };
});

app.use(bodyParser({ enableTypes: ['json'] }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
