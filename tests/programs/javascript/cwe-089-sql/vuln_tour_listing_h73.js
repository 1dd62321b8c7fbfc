// A tour listing program of the h73 set (cwe-089-sql).
'use strict';

const fastify = require('fastify')({ logger: true });
const Database = require('better-sqlite3');

const db = new Database(process.env.TOURS_DB || '/var/lib/deepholm/tours.sqlite', { readonly: true });

const SORTABLE = new Set(['start_time', 'price', 'difficulty', 'spots_left']);
const LEVELS = ['easy', 'moderate', 'strenuous', 'crawl'];

function parseSort(raw) {
  // "price.asc" / "start_time.desc"; defaults to soonest first
  const value = String(raw || 'start_time.asc').trim();
  const [field, direction = 'asc'] = value.split('.');
  return { field, direction, value };
}

function orderClause(sort) {
  if (!SORTABLE.has(sort.field)) {
    throw new Error(`cannot sort by ${sort.field}`);
  }
  return `ORDER BY ${sort.value.replace('.', ' ')}`;
}

fastify.get('/tours', async (request, reply) => {
  const sort = parseSort(request.query.sort);
  const level = String(request.query.level || '').toLowerCase();

  let order;
  try {
    order = orderClause(sort);
  } catch (err) {
    return reply.code(400).send({ error: err.message });
  }

  const where = ['start_time > ?'];
  const args = [Date.now()];
  if (level) {
    if (!LEVELS.includes(level)) {
      return reply.code(400).send({ error: 'unknown difficulty' });
    }
    where.push('difficulty = ?');
    args.push(LEVELS.indexOf(level));
  }

  const sql = `SELECT id, cave, start_time, price, difficulty, spots_left
               FROM tours WHERE ${where.join(' AND ')} ${order} LIMIT 50`;
  const rows = db.prepare(sql).all(...args);

  return rows.map((r) => ({
    ...r,
    difficulty: LEVELS[r.difficulty],
    start: new Date(r.start_time).toISOString(),
  }));
});

fastify.get('/tours/:id', async (request, reply) => {
  const row = db.prepare('SELECT * FROM tours WHERE id = ?').get(Number(request.params.id));
  if (!row) return reply.code(404).send({ error: 'no such tour' });
  return row;
});

fastify.listen({ port: Number(process.env.PORT || 3900), host: '0.0.0.0' });
