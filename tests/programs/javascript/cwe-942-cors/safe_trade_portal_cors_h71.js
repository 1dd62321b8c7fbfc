// A trade portal cors program of the h71 set (cwe-942-cors).
import Fastify from 'fastify';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import { randomBytes } from 'node:crypto';

const PARTNER_ORIGINS = new Set([
  'https://portal.keyright.co.uk',
  'https://lettings.harbourhomes.co.uk',
  'https://agents.northgate-property.co.uk',
]);
const sessions = new Map();
const orders = [];

const app = Fastify({ logger: true });
await app.register(cookie, { secret: process.env.COOKIE_SECRET });
await app.register(cors, {
  credentials: true,
  methods: ['GET', 'POST'],
  origin: (origin, cb) => {
    try {
      const { protocol, host } = new URL(origin);
      cb(null, PARTNER_ORIGINS.has(`${protocol}//${host}`));
    } catch {
      // server-to-server calls from agents' back offices send no usable Origin header
      cb(null, false);
    }
  },
});

app.decorateRequest('agent', null);
app.addHook('preHandler', async (request, reply) => {
  if (request.method === 'OPTIONS' || request.url === '/session') return;
  const raw = request.cookies.trade_session;
  const unsigned = raw ? request.unsignCookie(raw) : { valid: false };
  const agent = unsigned.valid ? sessions.get(unsigned.value) : undefined;
  if (!agent) return reply.code(401).send({ error: 'sign in to the trade portal' });
  request.agent = agent;
});

app.post('/session', async (request, reply) => {
  const { agencyId, apiKey } = request.body ?? {};
  if (apiKey !== process.env[`AGENCY_KEY_${agencyId}`] || !apiKey) {
    return reply.code(401).send({ error: 'agency credentials not recognised' });
  }
  const sid = randomBytes(24).toString('base64url');
  sessions.set(sid, { agencyId, since: Date.now() });
  reply.setCookie('trade_session', sid, { signed: true, httpOnly: true, secure: true, sameSite: 'none', path: '/' });
  return { agencyId };
});

app.get('/orders', async (request) => ({
  orders: orders.filter((o) => o.agencyId === request.agent.agencyId),
}));

app.post('/orders', async (request, reply) => {
  const { property, kind, keyCount = 1 } = request.body ?? {};
  if (!['key-copy', 'lock-change', 'lockout'].includes(kind)) {
    return reply.code(422).send({ error: 'kind must be key-copy, lock-change or lockout' });
  }
  const order = { id: orders.length + 1, agencyId: request.agent.agencyId, property, kind, keyCount, at: new Date() };
  orders.push(order);
  return reply.code(201).send(order);
});

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
