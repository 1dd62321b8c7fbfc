// A boat bookings program of the h68 set (cwe-347-jwt).
// rowing clubs: members book boats and oars for outings; tokens come from the club's login service
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { jwtVerify } from 'jose';

const secret = new TextEncoder().encode(process.env.CLUB_JWT_SECRET);
const ISSUER = 'https://login.thamesbank-rc.co.uk';

const fleet = new Map([
  ['Isis', { type: '8+', minSquad: 'senior' }],
  ['Kingfisher', { type: '4x', minSquad: 'intermediate' }],
  ['Heron', { type: '1x', minSquad: 'novice' }],
  ['Old Tom', { type: '2-', minSquad: 'senior' }],
]);
const SQUAD_RANK = { novice: 0, intermediate: 1, senior: 2, coach: 3 };
const bookings = [];

const authenticate = async (ctx, next) => {
  const token = ctx.get('authorization').match(/^Bearer (.+)$/)?.[1];
  if (!token) ctx.throw(401, 'missing token');

  const check = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] }).catch((err) => ({ error: err.code }));
  if (check.error) ctx.throw(401, `token rejected: ${check.error}`);

  const { sub, name, squad = 'novice' } = check.payload;
  ctx.state.member = { id: sub, name, squad };
  await next();
};

const router = new Router({ prefix: '/boats' });
router.use(authenticate);

router.get('/', (ctx) => {
  const { squad } = ctx.state.member;
  ctx.body = [...fleet]
    .filter(([, boat]) => SQUAD_RANK[squad] >= SQUAD_RANK[boat.minSquad])
    .map(([name, { type }]) => ({ name, type }));
});

router.post('/:name/bookings', (ctx) => {
  const boat = fleet.get(ctx.params.name);
  if (!boat) ctx.throw(404, 'no such boat');
  const { member } = ctx.state;
  if ((SQUAD_RANK[member.squad] ?? -1) < SQUAD_RANK[boat.minSquad]) ctx.throw(403, `${boat.type} needs ${boat.minSquad} squad`);

  const { start, minutes = 90, crew = [] } = ctx.request.body ?? {};
  const from = new Date(start);
  if (Number.isNaN(from.getTime())) ctx.throw(400, 'start must be a date');
  const to = new Date(from.getTime() + Math.min(minutes, 240) * 60_000);

  const clash = bookings.findLast((b) => b.boat === ctx.params.name && b.from < to && from < b.to);
  if (clash) ctx.throw(409, `already booked by ${clash.bookedBy}`);

  const booking = { id: crypto.randomUUID(), boat: ctx.params.name, from, to, crew, bookedBy: member.name ?? member.id };
  bookings.push(booking);
  ctx.status = 201;
  ctx.body = booking;
});

router.delete('/bookings/:id', (ctx) => {
  const index = bookings.findIndex((b) => b.id === ctx.params.id);
  if (index === -1) ctx.throw(404, 'no such booking');
  const { member } = ctx.state;
  if (bookings[index].bookedBy !== (member.name ?? member.id) && member.squad !== 'coach') ctx.throw(403, 'not your booking');
  bookings.splice(index, 1);
  ctx.status = 204;
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 4700));
