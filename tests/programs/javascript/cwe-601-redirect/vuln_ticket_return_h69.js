// A ticket return program of the h69 set (cwe-601-redirect).
const Fastify = require('fastify');
const crypto = require('node:crypto');

const fastify = Fastify({ logger: true });

const DEFAULT_RETURN = 'https://www.funivia-monteverde.ch/grazie';
const PARTNER_RETURN = /https:\/\/(www|tickets|hotels)\.funivia-monteverde\.ch\//;
const issued = new Map();

fastify.decorateRequest('returnTarget', null);

// Capture the page that embedded the ticket widget.
fastify.addHook('onRequest', async (request) => {
  const q = request.query || {};
  request.returnTarget = typeof q.return_to === 'string' ? q.return_to : null;
});

function resolveReturn(target) {
  if (!target) return DEFAULT_RETURN;
  if (!PARTNER_RETURN.test(target)) return DEFAULT_RETURN;
  return target;
}

fastify.post('/tickets', {
  schema: {
    body: {
      type: 'object',
      required: ['product', 'riders'],
      properties: {
        product: { type: 'string', enum: ['single-up', 'single-down', 'return', 'day-pass'] },
        riders: { type: 'integer', minimum: 1, maximum: 10 },
      },
    },
  },
}, async (request, reply) => {
  const code = crypto.randomBytes(6).toString('hex').toUpperCase();
  issued.set(code, { ...request.body, issuedAt: new Date().toISOString() });
  const back = new URL(resolveReturn(request.returnTarget));
  back.searchParams.set('ticket', code);
  return reply.redirect(back.toString(), 303);
});

fastify.get('/tickets/:code', async (request, reply) => {
  const ticket = issued.get(request.params.code);
  if (!ticket) return reply.code(404).send({ error: 'ticket not found' });
  return ticket;
});

fastify.get('/timetable', async () => ({
  firstCar: '07:10',
  lastCar: '22:40',
  intervalMinutes: 12,
}));

fastify.listen({ port: Number(process.env.PORT) || 3481, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
