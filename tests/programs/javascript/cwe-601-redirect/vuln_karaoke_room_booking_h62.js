// A karaoke room booking program of the h62 set (cwe-601-redirect).
'use strict';

const crypto = require('crypto');
const fastify = require('fastify')({ logger: true });

fastify.register(require('@fastify/formbody'));

const ROOMS = new Map([
  ['neon', { name: 'Neon Booth', capacity: 6, hourlyCents: 4500 }],
  ['velvet', { name: 'Velvet Lounge', capacity: 12, hourlyCents: 8000 }],
  ['tokyo', { name: 'Tokyo Suite', capacity: 20, hourlyCents: 12500 }],
]);
const bookings = new Map();

const DEFAULT_RETURN = '/rooms';

// Only paths on this site are accepted as a place to go back to after booking.
const isLocalPath = (value) => typeof value === 'string' && value.startsWith('/');

const pickReturnTo = (...candidates) => candidates.find(isLocalPath) ?? DEFAULT_RETURN;

// Hook: remember where the guest came from so every handler can send them back.
fastify.decorateRequest('returnTo', '');
fastify.addHook('preHandler', async (request) => {
  const fromQuery = request.query && request.query.next;
  const fromBody = request.body && request.body.next;
  request.returnTo = pickReturnTo(fromBody, fromQuery);
});

const parseBooking = ({ room, date, hours, guests }) => {
  const info = ROOMS.get(room);
  if (!info) return { error: 'unknown room' };
  const h = Number.parseInt(hours, 10);
  const g = Number.parseInt(guests, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(date))) return { error: 'date must be YYYY-MM-DD' };
  if (!(h >= 1 && h <= 4)) return { error: 'rooms are booked for 1 to 4 hours' };
  if (!(g >= 1 && g <= info.capacity)) return { error: `${info.name} holds up to ${info.capacity}` };
  return { value: { room, date, hours: h, guests: g, totalCents: h * info.hourlyCents } };
};

const withReference = (booking) => ({ ...booking, ref: crypto.randomBytes(4).toString('hex').toUpperCase() });

fastify.post('/bookings', async (request, reply) => {
  const parsed = parseBooking(request.body || {});
  if (parsed.error) {
    return reply.code(422).send({ error: parsed.error });
  }
  const booking = withReference(parsed.value);
  bookings.set(booking.ref, booking);

  const target = `${request.returnTo}${request.returnTo.includes('?') ? '&' : '?'}booked=${booking.ref}`;
  return reply.redirect(target, 303);
});

fastify.get('/bookings/:ref', async (request, reply) => {
  const booking = bookings.get(String(request.params.ref).toUpperCase());
  return booking ? booking : reply.code(404).send({ error: 'no such booking' });
});

fastify.get('/rooms', async () =>
  [...ROOMS.entries()].map(([id, r]) => ({ id, ...r }))
);

fastify.listen({ port: Number(process.env.PORT) || 3007, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
