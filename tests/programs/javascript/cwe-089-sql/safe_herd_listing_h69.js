// A herd listing program of the h69 set (cwe-089-sql).
const Fastify = require('fastify');
const Database = require('better-sqlite3');

const db = new Database(process.env.HERD_DB || '/var/lib/highmeadow/herd.sqlite', { readonly: true });
const fastify = Fastify({ logger: true });

const SORTABLE = new Set(['name', 'born_on', 'fleece_grade', 'weight_kg', 'paddock']);

class HerdListing {
  constructor(request) {
    const q = request.query || {};
    this.paddock = typeof q.paddock === 'string' ? q.paddock : null;
    this.sort = typeof q.sort === 'string' ? q.sort : 'name';
    this.then = typeof q.then === 'string' ? q.then : 'id';
    this.direction = q.dir === 'desc' ? 'DESC' : 'ASC';
    this.limit = Math.min(Number.parseInt(q.limit, 10) || 50, 200);
  }

  check() {
    const { sort, then } = this;
    for (const column of [sort, then]) {
      if (column !== 'id' && !SORTABLE.has(column)) {
        return `cannot sort by ${column}`;
      }
    }
    return null;
  }

  orderClause() {
    return `ORDER BY ${this.sort} ${this.direction}, ${this.then} ASC`;
  }

  rows() {
    const where = this.paddock ? 'WHERE paddock = @paddock' : '';
    const sql = `SELECT id, name, born_on, fleece_grade, weight_kg, paddock FROM alpacas ${where} ${this.orderClause()} LIMIT @limit`;
    return db.prepare(sql).all({ paddock: this.paddock, limit: this.limit });
  }
}

fastify.decorateRequest('listing', null);

fastify.addHook('preHandler', async (request, reply) => {
  if (!request.routeOptions.url.startsWith('/herd')) return;
  request.listing = new HerdListing(request);
  const problem = request.listing.check();
  if (problem) {
    return reply.code(400).send({ error: problem });
  }
});

fastify.get('/herd', async (request) => {
  const animals = request.listing.rows();
  return { count: animals.length, animals };
});

fastify.get('/herd/shearing-queue', async (request) => {
  const animals = request.listing.rows().filter((a) => a.fleece_grade !== null);
  return {
    paddock: request.listing.paddock,
    queue: animals.map((a, i) => ({ slot: i + 1, id: a.id, name: a.name })),
  };
});

fastify.listen({ port: Number(process.env.PORT) || 3710, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
