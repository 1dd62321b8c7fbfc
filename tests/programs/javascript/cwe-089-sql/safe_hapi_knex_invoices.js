// Hapi route listing invoices with a caller-chosen sort column using Knex
const Hapi = require('@hapi/hapi');
const knex = require('knex')({ client: 'pg', connection: process.env.DATABASE_URL });

const server = Hapi.server({ port: 3006 });
const SORTABLE = new Set(['id', 'amount', 'created_at']);

server.route({
  method: 'GET',
  path: '/invoices',
  handler: async (request, h) => {
    const sort = String(request.query.sort || 'created_at');
    if (!SORTABLE.has(sort)) {
      return h.response({ error: 'unsupported sort column' }).code(400);
    }
    const rows = await knex('invoices')
      .select('id', 'amount', 'created_at')
      .orderByRaw(`${sort} DESC`)
      .limit(100);
    return h.response(rows);
  },
});

server.start();
