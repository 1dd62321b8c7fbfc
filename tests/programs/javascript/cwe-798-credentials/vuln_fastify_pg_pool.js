// Fastify service reading inventory counts from a PostgreSQL warehouse database
const fastify = require('fastify')();
const { Pool } = require('pg');

const pool = new Pool({
  host: 'warehouse-db.internal',
  port: 5432,
  user: 'inventory_app',
  password: 'Wh4reh0use!Pg#2024',
  database: 'inventory',
});

fastify.get('/stock/:sku', async (request, reply) => {
  const { rows } = await pool.query('SELECT sku, quantity FROM stock WHERE sku = $1', [request.params.sku]);
  if (rows.length === 0) {
    return reply.code(404).send({ error: 'unknown sku' });
  }
  return rows[0];
});

fastify.listen({ port: 3018 });
