// An archery lane reservations program of the h62 set (cwe-347-jwt).
'use strict';

// Lane reservations for range members. Tokens are issued by the club's identity service.
const fs = require('fs');
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.RANGE_DATABASE_URL });
const ISSUER = 'https://id.bullseyerange.club';
const IDENTITY_PUBLIC_KEY = fs.readFileSync(process.env.IDENTITY_PUBLIC_KEY_PATH, 'utf8');

const bearer = (header = '') => {
  const [scheme, token] = header.split(' ');
  return scheme === 'Bearer' && token ? token : null;
};

const readClaims = (token) => {
  const claims = jwt.decode(token);
  if (!claims || typeof claims !== 'object') throw new Error('malformed token');
  if (claims.iss !== ISSUER) throw new Error('unexpected issuer');
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error('token expired');
  return claims;
};

// Middleware: put the member identity on ctx.state for later handlers.
const authenticate = async (ctx, next) => {
  const token = bearer(ctx.get('Authorization'));
  if (!token) ctx.throw(401, 'missing bearer token');
  try {
    const { sub, tier, scope = '' } = readClaims(token);
    ctx.state.member = { id: sub, tier, scopes: new Set(scope.split(' ')) };
  } catch (err) {
    ctx.throw(401, err.message);
  }
  await next();
};

const requireScope = (scope) => async (ctx, next) => {
  if (!ctx.state.member.scopes.has(scope)) ctx.throw(403, `token lacks ${scope}`);
  await next();
};

const DISTANCES = { indoor: [18], outdoor: [30, 50, 70, 90] };

const router = new Router();

router.post('/lanes/:lane/reservations', authenticate, requireScope('range:book'), async (ctx) => {
  const lane = Number.parseInt(ctx.params.lane, 10);
  const { start, distance, range = 'outdoor' } = ctx.request.body;
  if (!Number.isInteger(lane) || !DISTANCES[range] || !DISTANCES[range].includes(Number(distance))) {
    ctx.throw(422, 'unknown lane, range or distance');
  }
  if (ctx.state.member.tier === 'junior' && Number(distance) > 50) ctx.throw(403, 'junior members shoot up to 50 m');
  const { rows } = await pool.query(
    `INSERT INTO lane_reservations (lane_no, range_kind, distance_m, member_id, starts_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, starts_at`,
    [lane, range, Number(distance), ctx.state.member.id, start]
  );
  ctx.status = 201;
  ctx.body = rows[0];
});

router.get('/lanes/mine', authenticate, async (ctx) => {
  const { rows } = await pool.query(
    'SELECT id, lane_no, range_kind, distance_m, starts_at FROM lane_reservations WHERE member_id = $1 AND starts_at > NOW()',
    [ctx.state.member.id]
  );
  ctx.body = rows;
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3020);
