// A coworking door codes program of the h60 set (cwe-330-random).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

// Day-pass guests and meeting-room visitors get a six-digit code for the
// keypad at the street door, valid only for the hours they booked.
const CODE_DIGITS = 6;
const activeCodes = new Map();

const newDoorCode = () =>
  String(Math.floor(Math.random() * 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

const uniqueCode = () => {
  let code = newDoorCode();
  while (activeCodes.has(code)) code = newDoorCode();
  return code;
};

const windowFor = (booking) => {
  const from = new Date(booking.from);
  const until = new Date(booking.until);
  const valid = !Number.isNaN(from.getTime()) && !Number.isNaN(until.getTime()) && until > from;
  return valid && until - from <= 12 * 3600 * 1000 ? { from, until } : null;
};

const pruneExpired = (now = Date.now()) =>
  [...activeCodes.entries()]
    .filter(([, grant]) => grant.until.getTime() < now)
    .forEach(([code]) => activeCodes.delete(code));

const router = new Router();

// Called by the booking system (service-to-service) for each confirmed booking.
router.post('/door-codes', async (ctx) => {
  const bookings = Array.isArray(ctx.request.body?.bookings) ? ctx.request.body.bookings : [];
  pruneExpired();

  const issued = bookings
    .map((b) => ({ booking: b, window: windowFor(b) }))
    .filter(({ window }) => window !== null)
    .map(({ booking, window }) => {
      const code = uniqueCode();
      activeCodes.set(code, { bookingId: String(booking.id), ...window });
      return { bookingId: String(booking.id), code, ...window };
    });

  ctx.status = 201;
  ctx.body = { issued, skipped: bookings.length - issued.length };
});

// Called by the keypad controller when someone types a code.
router.post('/door-codes/check', (ctx) => {
  const grant = activeCodes.get(String(ctx.request.body?.code ?? ''));
  const now = new Date();
  ctx.body = { open: Boolean(grant && grant.from <= now && now <= grant.until) };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 3000), '127.0.0.1');
