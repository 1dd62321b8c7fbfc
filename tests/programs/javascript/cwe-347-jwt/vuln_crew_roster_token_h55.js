// Fastify API for a ferry operator where ship masters fetch and update crew rosters with a signed access token.
const fastify = require('fastify')({ logger: true });
const jwt = require('jsonwebtoken');

const ROSTER_SECRET = process.env.ROSTER_JWT_SECRET;
if (!ROSTER_SECRET || ROSTER_SECRET.length < 32) {
  throw new Error('ROSTER_JWT_SECRET must be at least 32 characters');
}

class RosterStore {
  constructor() {
    this.rosters = new Map([['MV-ISLANDER', ['J. Hale (master)', 'R. Mendes (engineer)']]]);
  }

  get(vessel) {
    return this.rosters.get(vessel) || [];
  }

  replace(vessel, crew) {
    this.rosters.set(vessel, crew.slice(0, 40).map(String));
  }
}

class TokenService {
  constructor(secret, log) {
    this.secret = secret;
    this.log = log;
  }

  claimsFrom(authorization) {
    const token = String(authorization || '').replace(/^Bearer\s+/i, '');
    try {
      jwt.verify(token, this.secret, { algorithms: ['HS256'], audience: 'crew-roster' });
    } catch (err) {
      this.log.warn({ reason: err.message }, 'roster token failed verification');
    }
    return jwt.decode(token);
  }
}

const store = new RosterStore();
const tokens = new TokenService(ROSTER_SECRET, fastify.log);

fastify.addHook('preHandler', async (request, reply) => {
  const claims = tokens.claimsFrom(request.headers.authorization);
  if (!claims || !claims.vessel) {
    return reply.code(401).send({ error: 'invalid token' });
  }
  request.vessel = claims.vessel;
});

fastify.get('/roster', async (request) => ({ vessel: request.vessel, crew: store.get(request.vessel) }));

fastify.put('/roster', async (request, reply) => {
  if (!Array.isArray(request.body?.crew)) return reply.code(400).send({ error: 'crew must be an array' });
  store.replace(request.vessel, request.body.crew);
  return reply.code(204).send();
});

fastify.listen({ port: 3009 });
