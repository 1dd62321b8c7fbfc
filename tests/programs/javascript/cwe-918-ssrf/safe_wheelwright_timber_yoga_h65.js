// A wheelwright timber yoga program of the h65 set (cwe-918-ssrf).
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import Redis from 'ioredis';

// GraphQL endpoint for the wheelwrights' workshop. The workshop buys seasoned
// ash for felloes, oak for spokes and elm for naves from a couple of timber
// merchants that publish JSON price feeds; the office pastes a feed link to
// refresh the price list kept in Redis.

const SUPPLIER_HOSTS = new Set(['feeds.ashandoaktimber.co.uk', 'prices.hebdenhardwoods.co.uk']);

function supplierFeedUrl(feedUrl) {
  let url;
  try {
    url = new URL(feedUrl);
  } catch {
    throw new GraphQLError('feedUrl is not a valid link');
  }
  if (url.protocol !== 'https:' || url.port !== '' || !SUPPLIER_HOSTS.has(url.hostname)) {
    throw new GraphQLError('feed must come from one of our timber merchants');
  }
  return url.toString();
}

function toPrice(item) {
  return {
    species: String(item.species),
    use: String(item.use || 'general'),
    thicknessMm: Number(item.thickness_mm),
    pricePerCubicMetre: Number(item.price_m3),
  };
}

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type TimberPrice {
      species: String!
      use: String!
      thicknessMm: Int!
      pricePerCubicMetre: Float!
    }
    type ImportResult {
      supplier: String!
      imported: Int!
    }
    type Query {
      timberPrices(species: String): [TimberPrice!]!
    }
    type Mutation {
      importSupplierPrices(feedUrl: String!): ImportResult!
    }
  `,
  resolvers: {
    Query: {
      timberPrices: async (_parent, { species }, { redis }) => {
        const prices = JSON.parse((await redis.get('prices:timber')) || '[]');
        return species ? prices.filter((p) => p.species === species) : prices;
      },
    },
    Mutation: {
      importSupplierPrices: async (_parent, { feedUrl }, { redis }) => {
        const url = supplierFeedUrl(feedUrl);
        const response = await fetch(url, { redirect: 'error', headers: { accept: 'application/json' } });
        if (!response.ok) {
          throw new GraphQLError(`supplier feed answered ${response.status}`);
        }
        const feed = await response.json();
        const prices = (feed.items || []).slice(0, 500).map(toPrice);
        await redis.set('prices:timber', JSON.stringify(prices));
        return { supplier: String(feed.supplier || new URL(url).hostname), imported: prices.length };
      },
    },
  },
});

const redis = new Redis(process.env.REDIS_URL);
const yoga = createYoga({ schema, graphqlEndpoint: '/graphql', landingPage: false, context: () => ({ redis }) });

createServer(yoga).listen(Number(process.env.PORT) || 4000, () => {
  console.log('timber price API ready on /graphql');
});
