// An ice carver accounts apollo program of the h65 set (cwe-328-hash).
'use strict';

// Accounts for the ice sculpture studio's booking portal, where event planners
// and carvers log in to agree designs for weddings and winter festivals.
// Exposed as GraphQL mutations; passwords are stored as salted digests.

const crypto = require('crypto');
const { promisify } = require('util');
const { ApolloServer } = require('@apollo/server');
const { startStandaloneServer } = require('@apollo/server/standalone');
const { GraphQLError } = require('graphql');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const scrypt = promisify(crypto.scrypt);

async function hashPassword(password, salt) {
  const key = await scrypt(password, salt, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return key.toString('hex');
}

const typeDefs = `#graphql
  enum Role { PLANNER CARVER }
  type Account { id: ID!, email: String!, role: Role! }
  type Session { token: String!, account: Account! }
  type Query { ping: String! }
  type Mutation {
    register(email: String!, password: String!, role: Role!): Account!
    signIn(email: String!, password: String!): Session!
  }
`;

const resolvers = {
  Query: { ping: () => 'ok' },
  Mutation: {
    register: async (_parent, { email, password, role }) => {
      const emailOk = email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
      if (!emailOk || password.length < 12 || password.length > 200) {
        throw new GraphQLError('a valid e-mail and a password of at least 12 characters are required');
      }
      const salt = crypto.randomBytes(16).toString('hex');
      const digest = await hashPassword(password, salt);
      const { rows } = await pool.query(
        'INSERT INTO accounts (email, role, password_salt, password_digest) VALUES (lower($1), $2, $3, $4) RETURNING id, email, role',
        [email, role, salt, digest]
      );
      return rows[0];
    },

    signIn: async (_parent, { email, password }) => {
      const { rows } = await pool.query(
        'SELECT id, email, role, password_salt, password_digest FROM accounts WHERE email = lower($1)',
        [email]
      );
      const account = rows[0];
      const digest = account ? await hashPassword(password, account.password_salt) : '';
      if (!account || !crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(account.password_digest))) {
        throw new GraphQLError('e-mail or password is wrong', { extensions: { code: 'UNAUTHENTICATED' } });
      }
      const token = crypto.randomBytes(32).toString('base64url');
      await pool.query("INSERT INTO sessions (token, account_id, expires_at) VALUES ($1, $2, now() + interval '8 hours')", [
        token,
        account.id,
      ]);
      return { token, account: { id: account.id, email: account.email, role: account.role } };
    },
  },
};

const server = new ApolloServer({ typeDefs, resolvers });
startStandaloneServer(server, { listen: { port: Number(process.env.PORT) || 4000 } }).then(({ url }) => {
  console.log(`studio accounts API at ${url}`);
});
