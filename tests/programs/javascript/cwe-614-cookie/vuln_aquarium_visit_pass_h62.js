// An aquarium visit pass program of the h62 set (cwe-614-cookie).
'use strict';

// Visitors scan the QR code on their ticket; the aquarium app then keeps their
// visit pass in a cookie to unlock the behind-the-scenes tour pages.
const Hapi = require('@hapi/hapi');
const Joi = require('joi');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.AQUARIUM_DATABASE_URL });

const PASS_COOKIE = 'visit_pass';

const findTicket = (code) =>
  pool
    .query(
      `SELECT id, visit_date, zones FROM tickets
        WHERE redeem_code = $1 AND visit_date = CURRENT_DATE AND revoked = FALSE`,
      [code]
    )
    .then(({ rows }) => rows[0] || null);

const toPass = (ticket) => ({ ticketId: ticket.id, zones: ticket.zones, issuedAt: Date.now() });

const hasZone = (zone) => (pass) => Boolean(pass && Array.isArray(pass.zones) && pass.zones.includes(zone));

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3016, host: '0.0.0.0' });

  server.state(PASS_COOKIE, {
    ttl: 10 * 60 * 60 * 1000,
    path: '/',
    encoding: 'iron',
    password: process.env.VISIT_PASS_COOKIE_PASSWORD,
    isSecure: false,
    isHttpOnly: true,
    isSameSite: 'Lax',
    clearInvalid: true,
    strictHeader: true,
  });

  server.route({
    method: 'POST',
    path: '/passes/redeem',
    options: {
      validate: { payload: Joi.object({ code: Joi.string().alphanum().length(12).required() }) },
    },
    handler: async (request, h) => {
      const ticket = await findTicket(request.payload.code.toUpperCase());
      if (!ticket) return h.response({ error: 'ticket not valid today' }).code(404);
      const pass = toPass(ticket);
      return h.response({ zones: pass.zones }).state(PASS_COOKIE, pass);
    },
  });

  const tourRoute = (zone, content) => ({
    method: 'GET',
    path: `/tours/${zone}`,
    handler: (request, h) =>
      hasZone(zone)(request.state[PASS_COOKIE])
        ? h.response(content)
        : h.response({ error: `your ticket does not include the ${zone} tour` }).code(403),
  });

  server.route([
    tourRoute('reef-lab', { title: 'Coral propagation lab', feedings: ['10:30', '14:00'] }),
    tourRoute('jelly-nursery', { title: 'Jellyfish nursery', feedings: ['11:15', '15:45'] }),
    tourRoute('shark-deck', { title: 'Shark feeding deck', feedings: ['13:00'] }),
  ]);

  server.route({
    method: 'POST',
    path: '/passes/end',
    handler: (request, h) => h.response({ ended: true }).unstate(PASS_COOKIE),
  });

  await server.start();
  console.log('visit pass service on %s', server.info.uri);
};

init().catch((err) => {
  console.error(err);
  process.exit(1);
});
