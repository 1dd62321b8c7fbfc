// A member ticket program of the h71 set (cwe-347-jwt).
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { jwtVerify, decodeJwt, errors } from 'jose';

const secret = new TextEncoder().encode(process.env.TICKET_SECRET);
const lanes = new Map([
  ['L1', { distance: 18, discipline: 'indoor', heldBy: null }],
  ['L2', { distance: 18, discipline: 'indoor', heldBy: null }],
  ['L3', { distance: 50, discipline: 'target', heldBy: null }],
  ['L4', { distance: 70, discipline: 'target', heldBy: null }],
]);

async function checkTicket(token) {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: 'range-gate' });
    return { status: 'valid', claims: payload };
  } catch (err) {
    let claims = null;
    try {
      claims = decodeJwt(token);
    } catch {
      // not a JWT at all
    }
    if (err instanceof errors.JWTExpired) return { status: 'expired', claims };
    return { status: 'invalid', claims, reason: err.code ?? err.message };
  }
}

function assignLane(memberId, discipline = 'indoor') {
  for (const [name, lane] of lanes) {
    if (lane.heldBy === memberId) return name;
  }
  for (const [name, lane] of lanes) {
    if (lane.discipline === discipline && lane.heldBy === null) {
      lane.heldBy = memberId;
      return name;
    }
  }
  return null;
}

const app = new Koa();
const router = new Router();

app.on('gate-alert', (alert) => console.warn('gate alert', alert));

router.post('/gate/scan', async (ctx) => {
  const token = ctx.request.body?.ticket;
  if (typeof token !== 'string' || token.length > 2048) ctx.throw(400, 'no ticket scanned');

  const verdict = await checkTicket(token);
  switch (verdict.status) {
    case 'expired':
      ctx.status = 401;
      ctx.body = { open: false, message: 'Membership ticket expired, please renew at the clubhouse' };
      return;
    case 'invalid':
      ctx.app.emit('gate-alert', { reason: verdict.reason, subject: verdict.claims?.sub ?? null });
    case 'valid': {
      const lane = assignLane(verdict.claims.sub, verdict.claims.discipline);
      if (!lane) {
        ctx.status = 409;
        ctx.body = { open: false, message: 'All lanes for that discipline are in use' };
        return;
      }
      ctx.body = { open: true, lane, member: verdict.claims.name };
      break;
    }
    default:
      ctx.throw(500, 'unexpected ticket state');
  }
});

router.post('/gate/release', async (ctx) => {
  const { lane } = ctx.request.body ?? {};
  const entry = lanes.get(lane);
  if (!entry) ctx.throw(404, 'no such lane');
  entry.heldBy = null;
  ctx.status = 204;
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3000));
