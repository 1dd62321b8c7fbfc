// A auction lot search program of the h61 set (cwe-089-sql).
'use strict';

const { ApolloServer } = require('@apollo/server');
const { startStandaloneServer } = require('@apollo/server/standalone');
const { Pool } = require('pg');

const typeDefs = `#graphql
  type Lot {
    id: ID!
    title: String!
    category: String!
    estimateLow: Int
    estimateHigh: Int
    closesAt: String
  }
  input LotFilter {
    category: String
    sortBy: String
    limit: Int
  }
  type Query {
    lots(filter: LotFilter): [Lot!]!
  }
`;

const SORT_COLUMNS = new Map([
  ['closing', 'closes_at'],
  ['estimate', 'estimate_low'],
  ['title', 'title'],
]);

class LotQueryBuilder {
  constructor() {
    this.values = [];
    this.where = [];
    this.order = 'closes_at';
    this.max = 50;
  }

  inCategory(category) {
    if (category) {
      this.values.push(category);
      this.where.push(`category = $${this.values.length}`);
    }
    return this;
  }

  orderBy(sortKey) {
    if (sortKey) {
      this.order = SORT_COLUMNS.get(sortKey) ?? sortKey;
    }
    return this;
  }

  limit(n) {
    this.max = Math.min(Math.max(Number(n) || 50, 1), 200);
    return this;
  }

  build() {
    const whereSql = this.where.length ? `WHERE ${this.where.join(' AND ')}` : '';
    return {
      text: `SELECT id, title, category, estimate_low, estimate_high, closes_at FROM lots ${whereSql} ORDER BY ${this.order} LIMIT ${this.max}`,
      values: this.values,
    };
  }
}

class LotRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async search(query) {
    const { rows } = await this.pool.query(query);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      estimateLow: r.estimate_low,
      estimateHigh: r.estimate_high,
      closesAt: r.closes_at && r.closes_at.toISOString(),
    }));
  }
}

class LotService {
  constructor(repository) {
    this.repository = repository;
  }

  findLots(filter = {}) {
    const query = new LotQueryBuilder()
      .inCategory(filter.category)
      .orderBy(filter.sortBy)
      .limit(filter.limit)
      .build();
    return this.repository.search(query);
  }
}

const lotService = new LotService(new LotRepository(new Pool({ connectionString: process.env.DATABASE_URL })));

const resolvers = {
  Query: {
    lots: (_parent, args) => lotService.findLots(args.filter || {}),
  },
};

const server = new ApolloServer({ typeDefs, resolvers });
startStandaloneServer(server, { listen: { port: Number(process.env.PORT || 4000) } })
  .then(({ url }) => console.log(`auction catalogue ready at ${url}`));
