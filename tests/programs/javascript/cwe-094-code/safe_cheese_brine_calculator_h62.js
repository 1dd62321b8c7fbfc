// A cheese brine calculator program of the h62 set (cwe-094-code).
'use strict';

// Cheesemakers enter the brine rule for a style (e.g. "weight_kg * 0.19 + rind_mm * 0.4")
// and get the salt-bath plan for every wheel in a batch.
const Hapi = require('@hapi/hapi');
const Joi = require('joi');
const { compile } = require('mathjs');

const VARIABLES = ['weight_kg', 'height_cm', 'diameter_cm', 'rind_mm', 'moisture_pct'];

const compileFormula = (formula) => {
  const expr = compile(formula);
  return (scope) => expr.evaluate(Object.fromEntries(VARIABLES.map((name) => [name, scope[name]])));
};

const planWheel = (hoursFor) => (wheel, index) => {
  const hours = Number(hoursFor(wheel));
  if (!Number.isFinite(hours) || hours < 0) {
    return { index, error: 'formula did not produce a usable number of hours' };
  }
  return { index, code: wheel.code, brineHours: Math.round(hours * 10) / 10 };
};

const planBatch = ({ formula, wheels }) => {
  const hoursFor = compileFormula(formula);
  const plan = wheels.map(planWheel(hoursFor));
  const totalHours = plan.reduce((acc, p) => acc + (p.brineHours || 0), 0);
  return { wheels: plan, averageHours: wheels.length ? Math.round((totalHours / wheels.length) * 10) / 10 : 0 };
};

const wheelSchema = Joi.object({
  code: Joi.string().pattern(/^[A-Z0-9-]{3,20}$/).required(),
  weight_kg: Joi.number().min(0.1).max(120).required(),
  height_cm: Joi.number().min(1).max(60).required(),
  diameter_cm: Joi.number().min(5).max(100).required(),
  rind_mm: Joi.number().min(0).max(30).default(0),
  moisture_pct: Joi.number().min(20).max(70).default(40),
});

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3009, host: '0.0.0.0' });

  server.route({
    method: 'POST',
    path: '/styles/{style}/brine-plan',
    options: {
      validate: {
        params: Joi.object({ style: Joi.string().pattern(/^[a-z-]{2,40}$/) }),
        payload: Joi.object({
          formula: Joi.string().max(200).required(),
          wheels: Joi.array().items(wheelSchema).min(1).max(200).required(),
        }),
      },
    },
    handler: (request, h) => {
      try {
        const plan = planBatch(request.payload);
        return h.response({ style: request.params.style, ...plan });
      } catch (err) {
        return h.response({ error: `could not evaluate formula: ${err.message}` }).code(422);
      }
    },
  });

  await server.start();
  console.log('brine planner on %s', server.info.uri);
};

init().catch((err) => {
  console.error(err);
  process.exit(1);
});
