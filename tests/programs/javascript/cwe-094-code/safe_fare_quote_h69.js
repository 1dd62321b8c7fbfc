// A fare quote program of the h69 set (cwe-094-code).
const Fastify = require('fastify');

const fastify = Fastify({ logger: true });

const BASE_FARE = 3.2;
const STATIONS = { valley: 0, midway: 410, summit: 860 };

const PRESET_RULES = {
  standard: (base, metres) => base + metres * 0.004,
  senior: (base, metres) => (base + metres * 0.004) * 0.6,
  child: (base, metres) => (base + metres * 0.004) * 0.5,
  return: (base, metres) => (base + metres * 0.004) * 1.8,
};

fastify.decorateRequest('quote', null);

// Work out the journey and the fare rule before the handler runs.
fastify.addHook('preValidation', async (request, reply) => {
  const body = request.body || {};
  const from = STATIONS[body.from];
  const to = STATIONS[body.to];
  if (from === undefined || to === undefined || from === to) {
    return reply.code(400).send({ error: 'choose two different stations' });
  }
  request.quote = {
    metres: Math.abs(to - from),
    rule: typeof body.rule === 'string' ? body.rule : 'standard',
    passengers: Math.min(Math.max(Number(body.passengers) || 1, 1), 12),
  };
});

function fareFunction(rule) {
  switch (rule) {
    case 'standard':
    case 'senior':
    case 'child':
    case 'return':
      return PRESET_RULES[rule];
    default:
      // one-off promotional formulas must be added to PRESET_RULES first
      return null;
  }
}

fastify.post('/quote', async (request, reply) => {
  const { metres, rule, passengers } = request.quote;
  const fare = fareFunction(rule);
  if (!fare) {
    return reply.code(400).send({ error: `unknown fare rule ${rule}` });
  }
  const each = Number(fare(BASE_FARE, metres));
  if (!Number.isFinite(each) || each < 0) {
    return reply.code(422).send({ error: 'fare rule produced no price' });
  }
  return {
    metres,
    rule,
    passengers,
    perPerson: Math.round(each * 100) / 100,
    total: Math.round(each * passengers * 100) / 100,
  };
});

fastify.get('/rules', async () => ({ rules: Object.keys(PRESET_RULES) }));

fastify.listen({ port: Number(process.env.PORT) || 3480, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
