// Fastify hook that authorizes requests using ID tokens issued by the company identity provider
import Fastify from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';

const IDP = {
  issuer: 'https://id.example.com',
  audience: 'reporting-api',
  allowedAlgs: ['RS256', 'ES256'],
};

function readIdentity(token) {
  const header = decodeProtectedHeader(token);
  if (!IDP.allowedAlgs.includes(header.alg)) {
    throw new Error('unsupported alg');
  }
  const claims = decodeJwt(token);
  if (claims.iss !== IDP.issuer || claims.aud !== IDP.audience) {
    throw new Error('wrong issuer or audience');
  }
  if (!claims.exp || claims.exp < Math.floor(Date.now() / 1000)) {
    throw new Error('expired');
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
    request.identity = readIdentity(auth.slice(7));
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
