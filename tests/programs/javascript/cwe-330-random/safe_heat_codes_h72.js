// A heat codes program of the h72 set (cwe-330-random).
'use strict';

const Fastify = require('fastify');
const crypto = require('node:crypto');

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32, 32 symbols

class CodeIssuer {
  constructor(length) {
    this.length = length;
  }

  randomChars(n) {
    let out = '';
    for (let i = 0; i < n; i += 1) out += ALPHABET[crypto.randomInt(ALPHABET.length)];
    return out;
  }

  issue(context) {
    return { code: this.format(this.randomChars(this.length)), expiresAt: this.expiry(context) };
  }

  format(chars) {
    return chars;
  }

  expiry() {
    return new Date(Date.now() + 2 * 60 * 60 * 1000);
  }
}

// Shown on the lobby screen; racers read it out to the grid marshal.
class WalkupIssuer extends CodeIssuer {
  constructor() {
    super(4);
  }
}

// Goes into the confirmation email as /bookings/manage/<code>; it is the only credential needed.
class ReservationIssuer extends CodeIssuer {
  constructor() {
    super(20);
  }

  randomChars(n) {
    const bytes = crypto.randomBytes(n);
    return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  }

  format(chars) {
    return chars.match(/.{1,5}/g).join('-');
  }

  expiry(context) {
    return new Date(new Date(context.heatStart).getTime() + 60 * 60 * 1000);
  }
}

const issuers = new Map([
  ['walkup', new WalkupIssuer()],
  ['reservation', new ReservationIssuer()],
]);

const bookings = new Map();
const app = Fastify({ logger: true });

app.post('/heats/:heatId/codes', async (request, reply) => {
  const { kind = 'walkup', driverName, heatStart } = request.body ?? {};
  const issuer = issuers.get(kind);
  if (!issuer || !driverName) return reply.code(400).send({ error: 'kind and driverName are required' });
  if (kind === 'reservation' && Number.isNaN(Date.parse(heatStart))) {
    return reply.code(400).send({ error: 'heatStart must be an ISO date' });
  }
  const { code, expiresAt } = issuer.issue({ heatStart });
  bookings.set(code, { heatId: request.params.heatId, driverName, kind, expiresAt });
  return reply.code(201).send({ code, expiresAt });
});

app.get('/bookings/manage/:code', async (request, reply) => {
  const booking = bookings.get(request.params.code);
  if (!booking || booking.expiresAt < new Date()) return reply.code(404).send({ error: 'unknown or expired code' });
  return booking;
});

app.delete('/bookings/manage/:code', async (request, reply) => {
  if (!bookings.delete(request.params.code)) return reply.code(404).send({ error: 'unknown code' });
  return reply.code(204).send();
});

app.listen({ port: Number(process.env.PORT ?? 3200), host: '0.0.0.0' });
