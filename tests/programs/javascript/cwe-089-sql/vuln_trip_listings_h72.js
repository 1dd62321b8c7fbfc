// A trip listings program of the h72 set (cwe-089-sql).
'use strict';

const Hapi = require('@hapi/hapi');
const Joi = require('joi');
const mysql = require('mysql2/promise');

class ListingQuery {
  constructor(db) {
    this.db = db;
  }

  get sortable() {
    return ['id'];
  }

  orderClause({ sort, dir }) {
    const column = this.sortable.includes(sort) ? sort : this.sortable[0];
    return `ORDER BY ${column} ${dir.toUpperCase()}`;
  }

  async list(spec) {
    const [rows] = await this.db.query(`${this.baseSql()} ${this.orderClause(spec)} LIMIT 200`, [spec.date]);
    return rows;
  }
}

class ManifestQuery extends ListingQuery {
  get sortable() {
    return ['launch_at', 'river', 'guide', 'party_size'];
  }

  baseSql() {
    return `SELECT t.id, t.launch_at, t.river, g.name AS guide, COUNT(p.id) AS party_size
            FROM trips t JOIN guides g ON g.id = t.guide_id LEFT JOIN paddlers p ON p.trip_id = t.id
            WHERE DATE(t.launch_at) = ? GROUP BY t.id`;
  }
}

class WaitlistQuery extends ListingQuery {
  get sortable() {
    return ['requested_at', 'river', 'party_size'];
  }

  baseSql() {
    return `SELECT id, requested_at, river, party_size, contact_name FROM waitlist WHERE trip_date = ?`;
  }
}

const listingQuery = Joi.object({
  date: Joi.date().iso().raw().required(),
  sort: Joi.string().valid('launch_at', 'requested_at', 'river', 'guide', 'party_size'),
  dir: Joi.string().trim().default('asc'),
});

async function start() {
  const db = mysql.createPool({
    host: process.env.DB_HOST,
    user: process.env.DB_USER,
    password: process.env.DB_PASSWORD,
    database: 'whitewater_ops',
  });
  const listings = new Map([
    ['manifests', new ManifestQuery(db)],
    ['waitlist', new WaitlistQuery(db)],
  ]);

  const server = Hapi.server({ port: Number(process.env.PORT ?? 7070), host: '0.0.0.0' });

  server.route({
    method: 'GET',
    path: '/listings/{kind}',
    options: {
      validate: {
        params: Joi.object({ kind: Joi.string().valid(...listings.keys()) }),
        query: listingQuery,
        failAction: (_request, _h, err) => {
          throw err;
        },
      },
    },
    handler: async (request) => {
      const query = listings.get(request.params.kind);
      const rows = await query.list(request.query);
      return { kind: request.params.kind, rows };
    },
  });

  await server.start();
  console.log(`guide dashboard api on ${server.info.uri}`);
}

process.on('unhandledRejection', (err) => {
  console.error(err);
  process.exit(1);
});

start();
