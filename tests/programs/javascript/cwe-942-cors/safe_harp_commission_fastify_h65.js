// A harp commission fastify program of the h65 set (cwe-942-cors).
'use strict';

// Commission tracker API of the harp workshop. Customers who ordered a harp
// follow its progress (soundbox glued, neck carved, strung, regulated) from
// the workshop's website, which calls this API from the browser with the
// customer's session cookie.

const Fastify = require('fastify');
const cors = require('@fastify/cors');
const fastifyCookie = require('@fastify/cookie');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = Fastify({ logger: true, trustProxy: true });

app.register(fastifyCookie);
app.register(cors, {
  origin: ['https://www.clarsachworkshop.co.uk', 'https://clarsachworkshop.co.uk'],
  credentials: true,
  methods: ['GET'],
});

app.decorateRequest('customerId', null);

app.addHook('preHandler', async (request, reply) => {
  const sid = request.cookies.atelier_sid;
  if (!sid || !/^[a-f0-9]{64}$/.test(sid)) {
    return reply.code(401).send({ error: 'please sign in' });
  }
  const { rows } = await pool.query('SELECT customer_id FROM customer_sessions WHERE id = $1 AND expires_at > now()', [
    sid,
  ]);
  if (rows.length === 0) {
    return reply.code(401).send({ error: 'session expired' });
  }
  request.customerId = rows[0].customer_id;
  return undefined;
});

app.get('/commissions', async (request) => {
  const { rows } = await pool.query(
    `SELECT c.id, c.model, c.wood, c.string_count, c.stage, c.estimated_completion,
            cu.full_name, cu.delivery_address, c.balance_due_pence
       FROM commissions c JOIN customers cu ON cu.id = c.customer_id
      WHERE c.customer_id = $1
      ORDER BY c.ordered_at DESC`,
    [request.customerId]
  );
  return { commissions: rows };
});

app.get('/commissions/:id/photos', async (request, reply) => {
  const id = Number.parseInt(request.params.id, 10);
  if (!Number.isInteger(id)) {
    return reply.code(400).send({ error: 'commission id must be a number' });
  }
  const { rows } = await pool.query(
    `SELECT p.url, p.caption, p.taken_at
       FROM commission_photos p JOIN commissions c ON c.id = p.commission_id
      WHERE c.id = $1 AND c.customer_id = $2
      ORDER BY p.taken_at`,
    [id, request.customerId]
  );
  return { photos: rows };
});

app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
