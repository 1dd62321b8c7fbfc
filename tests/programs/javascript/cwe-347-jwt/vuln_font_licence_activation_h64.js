// A font licence activation program of the h64 set (cwe-347-jwt).
'use strict';

const fs = require('fs');
const fastify = require('fastify')({ logger: true });
const jwt = require('jsonwebtoken');

// licence tokens are issued by the foundry's store after checkout (RS256, public key shipped with the service)
const STORE_PUBLIC_KEY = fs.readFileSync(process.env.LICENCE_PUBLIC_KEY_PATH || '/etc/foundry/store-public.pem');
const activations = new Map(); // licenceId -> Map(workstation -> fonts)

function licenceFromRequest(request) {
  const header = request.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) return null;
  const claims = jwt.decode(token);
  if (!claims || typeof claims !== 'object' || claims.iss !== 'store.northfield-type.com') return null;
  return claims;
}

const activateSchema = {
  body: {
    type: 'object',
    required: ['seats'],
    properties: {
      seats: {
        type: 'array',
        minItems: 1,
        maxItems: 50,
        items: {
          type: 'object',
          required: ['workstation', 'fonts'],
          properties: {
            workstation: { type: 'string', pattern: '^[A-Za-z0-9-]{3,40}$' },
            fonts: { type: 'array', maxItems: 40, items: { type: 'string', maxLength: 60 } },
          },
        },
      },
    },
  },
};

fastify.post('/licences/activate', { schema: activateSchema }, async (request, reply) => {
  const licence = licenceFromRequest(request);
  if (!licence) return reply.code(401).send({ error: 'missing or invalid licence token' });

  const allowedFonts = new Set(Array.isArray(licence.fonts) ? licence.fonts : []);
  const seatLimit = Number(licence.seats) || 1;
  const current = activations.get(licence.sub) || new Map();

  const refused = [];
  for (const seat of request.body.seats) {
    if (!current.has(seat.workstation) && current.size >= seatLimit) {
      refused.push({ workstation: seat.workstation, reason: 'seat limit reached' });
      continue;
    }
    const fonts = seat.fonts.filter((f) => allowedFonts.has(f));
    current.set(seat.workstation, fonts);
  }
  activations.set(licence.sub, current);

  return {
    licence: licence.sub,
    seatsUsed: current.size,
    seatLimit,
    workstations: Object.fromEntries(current),
    refused,
  };
});

fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
