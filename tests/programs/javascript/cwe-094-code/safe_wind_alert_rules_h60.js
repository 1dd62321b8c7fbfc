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

const COMPARATORS = {
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
  '==': (a, b) => a === b,
};
const CONDITION = /^\s*([A-Za-z]+)\s*(>=|<=|==|>|<)\s*(-?\d+(?:\.\d+)?)\s*$/;

const parseCondition = (text) => {
  const m = CONDITION.exec(text);
  if (!m || !METRICS.includes(m[1])) return null;
  const [, metric, op, value] = m;
  return (sample) => COMPARATORS[op](Number(sample[metric]), Number(value));
};

const compileRule = (expr) => {
  const conditions = expr.split('&&').map(parseCondition);
  if (conditions.some((c) => c === null)) return null;
  return (sample) => conditions.every((c) => c(sample));
};

const addRule = ({ id, expr, severity }) => {
  const test = typeof expr === 'string' && expr.length <= 200 ? compileRule(expr) : null;
  if (!test) {
    return { ok: false, error: 'rule must be conditions like "metric > number" joined by &&' };
  }
  rules.set(id, { id, severity, expr, test });
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
