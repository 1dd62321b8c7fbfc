// A spice lot search program of the h64 set (cwe-089-sql).
'use strict';

const fastify = require('fastify')({ logger: true });
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.SPICE_DB_URL });

// Public sort keys exposed to the trading desk UI, mapped to real columns.
const SORTABLE = new Map([
  ['harvested', 'l.harvested_on'],
  ['origin', 'l.origin_country'],
  ['grade', 'l.grade'],
  ['price', 'l.price_per_kg'],
  ['moisture', 'l.moisture_pct'],
]);

const PAGE_SIZE = 50;

const searchSchema = {
  body: {
    type: 'object',
    required: ['spices'],
    properties: {
      spices: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'string', maxLength: 40 } },
      sort: {
        type: 'array',
        maxItems: 4,
        items: {
          type: 'object',
          required: ['field'],
          properties: {
            field: { type: 'string', maxLength: 64 },
            dir: { type: 'string', enum: ['asc', 'desc'] },
          },
        },
      },
      page: { type: 'integer', minimum: 1, default: 1 },
    },
  },
};

function orderClause(sortSpecs) {
  const parts = [];
  for (const spec of sortSpecs || []) {
    const column = SORTABLE.get(spec.field);
    if (!column) throw new Error(`cannot sort by ${spec.field}`);
    parts.push(`${column} ${spec.dir === 'desc' ? 'DESC' : 'ASC'}`);
  }
  if (parts.length === 0) parts.push('l.harvested_on DESC');
  return `ORDER BY ${parts.join(', ')}`;
}

function groupBySpice(rows) {
  const groups = new Map();
  for (const row of rows) {
    if (!groups.has(row.spice)) groups.set(row.spice, []);
    groups.get(row.spice).push({
      lot: row.id,
      origin: row.origin_country,
      grade: row.grade,
      pricePerKg: Number(row.price_per_kg),
      harvestedOn: row.harvested_on,
    });
  }
  return Object.fromEntries(groups);
}

fastify.post('/lots/search', { schema: searchSchema }, async (request, reply) => {
  const { spices, sort, page } = request.body;

  let order;
  try {
    order = orderClause(sort);
  } catch (err) {
    return reply.code(400).send({ error: err.message });
  }

  const sql = `
    SELECT l.id, l.spice, l.origin_country, l.grade, l.price_per_kg, l.harvested_on
      FROM lots l
     WHERE l.spice = ANY($1::text[]) AND l.sold_at IS NULL
     ${order}
     LIMIT $2 OFFSET $3`;

  const { rows } = await pool.query(sql, [spices, PAGE_SIZE, (page - 1) * PAGE_SIZE]);
  return { page, count: rows.length, groups: groupBySpice(rows) };
});

fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
