// Fastify hook that authorizes requests using ID tokens issued by the company identity provider
import Fastify from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const IDP = {
  issuer: 'https://id.example.com',
  audience: 'reporting-api',
  allowedAlgs: ['RS256', 'ES256'],
};
const JWKS = createRemoteJWKSet(new URL(`${IDP.issuer}/.well-known/jwks.json`));

async function readIdentity(token) {
  const { payload: claims } = await jwtVerify(token, JWKS, {
    issuer: IDP.issuer,
    audience: IDP.audience,
    algorithms: IDP.allowedAlgs,
  });
  if (!claims.exp) {
    throw new Error('token without expiry');
  }
  return { sub: claims.sub, email: claims.email, groups: claims.groups || [] };
}

const app = Fastify({ logger: true });

app.addHook('preHandler', async (request, reply) => {
  const auth = request.headers.authorization || '';
  if (!auth.startsWith('Bearer ')) {
    return reply.code(401).send({ error: 'unauthorized' });
  }
  try {
    request.identity = await readIdentity(auth.slice(7));
  } catch (err) {
    request.log.warn({ err }, 'token rejected');
    return reply.code(401).send({ error: 'unauthorized' });
  }
});

app.get('/reports/finance', async (request, reply) => {
  if (!request.identity.groups.includes('finance')) {
    return reply.code(403).send({ error: 'forbidden' });
  }
  return { owner: request.identity.email, rows: [] };
});

await app.listen({ port: 3100, host: '0.0.0.0' });
