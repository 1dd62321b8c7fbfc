// A wind alert rules program of the h60 set (cwe-094-code).
'use strict';

const fastify = require('fastify')({ logger: true });
const { EventEmitter } = require('events');

// Control-room operators write alert rules such as
//   "windSpeed > 25 && rotorRpm < 4"
// which are checked against every telemetry sample coming from the turbines.
const METRICS = ['windSpeed', 'rotorRpm', 'gearboxTemp', 'pitchAngle', 'powerKw'];

const telemetry = new EventEmitter();
const rules = new Map();
const alerts = [];

const mentionsMetric = (expr) => METRICS.some((m) => expr.includes(m));

const compileRule = (expr) => {
  const predicate = new Function('s', `const { ${METRICS.join(', ')} } = s; return (${expr});`);
  return (sample) => Boolean(predicate(sample));
};

const addRule = ({ id, expr, severity }) => {
  if (typeof expr !== 'string' || expr.length > 200 || !mentionsMetric(expr)) {
    return { ok: false, error: 'rule must reference at least one known metric' };
  }
  rules.set(id, { id, severity, expr, test: compileRule(expr) });
  return { ok: true };
};

telemetry.on('sample', (sample) => {
  [...rules.values()]
    .filter((rule) => rule.test(sample))
    .map((rule) => ({ rule: rule.id, severity: rule.severity, turbine: sample.turbineId, at: sample.at }))
    .forEach((alert) => alerts.push(alert));
  if (alerts.length > 1000) alerts.splice(0, alerts.length - 1000);
});

fastify.post(
  '/rules',
  {
    schema: {
      body: {
        type: 'object',
        required: ['id', 'expr'],
        properties: {
          id: { type: 'string', pattern: '^[a-z0-9-]{3,40}$' },
          expr: { type: 'string' },
          severity: { type: 'string', enum: ['info', 'warning', 'critical'], default: 'warning' },
        },
      },
    },
  },
  async (request, reply) => {
    const result = addRule(request.body);
    return result.ok ? reply.code(201).send({ id: request.body.id }) : reply.code(400).send({ error: result.error });
  },
);

fastify.post('/telemetry', async (request, reply) => {
  const samples = Array.isArray(request.body) ? request.body : [request.body];
  samples.forEach((s) => telemetry.emit('sample', { ...s, at: s.at || new Date().toISOString() }));
  return reply.code(202).send({ accepted: samples.length });
});

fastify.get('/alerts', async () => alerts.slice(-100));

fastify.listen({ port: Number(process.env.PORT || 3000) }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
