// Fastify endpoint looking up orders for a customer email in PostgreSQL
const fastify = require('fastify')();
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

fastify.get('/orders', async (request, reply) => {
  const { email } = request.query;
  if (!email) {
    return reply.code(400).send({ error: 'email required' });
  }
  const { rows } = await pool.query(
    `SELECT id, total, created_at FROM orders WHERE customer_email = '${email}' ORDER BY created_at DESC`
  );
  return rows;
});

fastify.listen({ port: 3000 });
