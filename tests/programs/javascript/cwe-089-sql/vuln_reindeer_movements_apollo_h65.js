// A reindeer movements apollo program of the h65 set (cwe-089-sql).
'use strict';

// GraphQL API used by the herding cooperative's field app to review where each
// herd has been moved between winter and calving pastures.

const { ApolloServer } = require('@apollo/server');
const { startStandaloneServer } = require('@apollo/server/standalone');
const { GraphQLError } = require('graphql');
const { Pool } = require('pg');

const typeDefs = `#graphql
  enum SortDirection { ASC DESC }

  type Movement {
    id: ID!
    herdId: ID!
    pasture: String!
    headCount: Int!
    recordedAt: String!
  }

  type Query {
    movements(district: String!, sortBy: String, direction: SortDirection, limit: Int): [Movement!]!
  }
`;

function createMovementRepository(pool) {
  return {
    async list({ district, sortBy, direction = 'DESC', limit = 50 }) {
      const column = sortBy || 'recorded_at';
      const { rows } = await pool.query(
        `SELECT id, herd_id, pasture, head_count, recorded_at
           FROM herd_movements
          WHERE district = $1
          ORDER BY ${column} ${direction === 'ASC' ? 'ASC' : 'DESC'}
          LIMIT $2`,
        [district, Math.min(Math.max(limit, 1), 200)]
      );
      return rows.map((r) => ({
        id: r.id,
        herdId: r.herd_id,
        pasture: r.pasture,
        headCount: r.head_count,
        recordedAt: r.recorded_at.toISOString(),
      }));
    },
  };
}

const resolvers = {
  Query: {
    movements: async (_parent, args, { movements, user }) => {
      if (!user) {
        throw new GraphQLError('sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
      }
      if (!user.districts.includes(args.district)) {
        throw new GraphQLError('not your district', { extensions: { code: 'FORBIDDEN' } });
      }
      return movements.list(args);
    },
  },
};

async function main() {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const movements = createMovementRepository(pool);
  const server = new ApolloServer({ typeDefs, resolvers });

  const { url } = await startStandaloneServer(server, {
    listen: { port: Number(process.env.PORT) || 4000 },
    context: async ({ req }) => {
      const session = req.headers.authorization
        ? await pool.query('SELECT herder_id, districts FROM sessions WHERE token = $1 AND expires_at > now()', [
            req.headers.authorization.replace(/^Bearer /, ''),
          ])
        : { rows: [] };
      const user = session.rows[0] ? { id: session.rows[0].herder_id, districts: session.rows[0].districts } : null;
      return { movements, user };
    },
  });
  console.log(`herd movements API ready at ${url}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
