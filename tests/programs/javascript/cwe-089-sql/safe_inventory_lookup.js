// Fastify route that returns stock levels for a SKU across warehouses using knex.
const fastify = require('fastify')({ logger: true });
const knex = require('knex')({
  client: 'mysql2',
  connection: process.env.INVENTORY_DB_URL,
  pool: { min: 0, max: 10 },
});

class StockService {
  constructor(db) {
    this.db = db;
  }

  async levelsFor(sku, region) {
    const [rows] = await this.db.raw(
      `SELECT w.code, w.city, s.on_hand, s.reserved
         FROM stock s JOIN warehouses w ON w.id = s.warehouse_id
        WHERE s.sku = ? AND w.region = ?
        ORDER BY w.code`,
      [sku, region]
    );
    return rows;
  }
}

const stock = new StockService(knex);

fastify.get('/inventory/:sku', async (request, reply) => {
  const sku = request.params.sku.trim().toUpperCase();
  const region = request.query.region || 'eu';
  if (sku.length === 0 || sku.length > 32) {
    return reply.code(400).send({ error: 'invalid sku' });
  }
  const levels = await stock.levelsFor(sku, region);
  const available = levels.reduce((sum, l) => sum + (l.on_hand - l.reserved), 0);
  return { sku, region, available, warehouses: levels };
});

fastify.listen({ port: 3000, host: '0.0.0.0' });
