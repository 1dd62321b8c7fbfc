// A polo club member token gate program of the h75 set (cwe-347-jwt).
'use strict';

const fastify = require('fastify')({ logger: true });
const jwt = require('jsonwebtoken');
const jwksClient = require('jwks-rsa');

const ISSUER = process.env.OIDC_ISSUER || 'https://login.poloclub.example.com/';
const keys = jwksClient({
  jwksUri: `${ISSUER}.well-known/jwks.json`,
  cache: true,
  rateLimit: true,
  jwksRequestsPerMinute: 10,
});

class GateError extends Error {
  constructor(message, statusCode = 401) {
    super(message);
    this.name = 'GateError';
    this.statusCode = statusCode;
  }
}

async function signingKeyFor(kid) {
  if (!kid) {
    throw new GateError('token header has no key id');
  }
  try {
    const key = await keys.getSigningKey(kid);
    return key.getPublicKey();
  } catch (err) {
    throw new GateError(`no signing key ${kid}: ${err.message}`);
  }
}

async function readClaims(token, log) {
  const decoded = jwt.decode(token, { complete: true });
  if (!decoded) {
    throw new GateError('token is not a JWT');
  }
  let publicKey;
  try {
    publicKey = await signingKeyFor(decoded.header.kid);
  } catch (err) {
    log.warn({ err }, 'signing key lookup failed');
    throw err;
  }
  try {
    return jwt.verify(token, publicKey, { algorithms: ['RS256'], issuer: ISSUER, audience: 'polo-members' });
  } catch (err) {
    throw new GateError(err.name === 'TokenExpiredError' ? 'token expired' : 'token rejected');
  }
}

fastify.addHook('preHandler', async (request) => {
  if (request.routeOptions.url === '/health') {
    return;
  }
  const header = request.headers.authorization || '';
  if (!header.startsWith('Bearer ')) {
    throw new GateError('bearer token required');
  }
  const claims = await readClaims(header.slice(7), request.log);
  if (!Array.isArray(claims.roles) || !claims.roles.includes('member')) {
    throw new GateError('members only', 403);
  }
  request.member = { id: claims.sub, handicap: claims.handicap ?? null };
});

fastify.get('/health', async () => ({ ok: true }));

fastify.get('/members/me/chukkers', async (request) => {
  return { member: request.member.id, handicap: request.member.handicap, chukkers: [] };
});

fastify.setErrorHandler((err, request, reply) => {
  if (err instanceof GateError) {
    return reply.code(err.statusCode).send({ error: err.message });
  }
  request.log.error(err);
  return reply.code(500).send({ error: 'internal error' });
});

fastify.listen({ port: Number(process.env.PORT) || 4200, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
