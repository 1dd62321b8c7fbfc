// A gear ratio program of the h71 set (cwe-094-code).
import Fastify from 'fastify';

const FORMULA = /^[\d\s+\-*/().]+$/;
const MAX_LENGTH = 120;

class FormulaError extends Error {
  constructor(message) {
    super(message);
    this.name = 'FormulaError';
    this.statusCode = 422;
  }
}

function compileFormula(source) {
  if (typeof source !== 'string' || source.trim() === '') {
    throw new FormulaError('a ratio formula is required, e.g. (60/8)*(64/8)');
  }
  if (source.length > MAX_LENGTH) {
    throw new FormulaError(`formulas are limited to ${MAX_LENGTH} characters`);
  }
  if (!FORMULA.test(source)) {
    throw new FormulaError('formulas may only use numbers, brackets and + - * /');
  }
  try {
    return new Function(`"use strict"; return (${source});`);
  } catch (err) {
    throw new FormulaError(`formula could not be read: ${err.message}`);
  }
}

function describeTrain(ratio, beatsPerHour) {
  const escapeTurnsPerHour = beatsPerHour / 2 / 30;
  const minuteWheelTurnsPerHour = escapeTurnsPerHour / ratio;
  return {
    ratio: Number(ratio.toFixed(4)),
    minuteWheelTurnsPerHour: Number(minuteWheelTurnsPerHour.toFixed(4)),
    keepsTime: Math.abs(minuteWheelTurnsPerHour - 1) < 0.001,
  };
}

const app = Fastify({ logger: true });

app.setErrorHandler((err, request, reply) => {
  if (err instanceof FormulaError) {
    return reply.code(err.statusCode).send({ error: err.message });
  }
  request.log.error(err);
  return reply.code(500).send({ error: 'calculation failed' });
});

app.post('/ratios/evaluate', async (request) => {
  const { formula, beatsPerHour = 18000 } = request.body ?? {};
  const bph = Number(beatsPerHour);
  if (!Number.isFinite(bph) || bph < 3600 || bph > 36000) {
    throw new FormulaError('beats per hour must be between 3600 and 36000');
  }

  const evaluate = compileFormula(formula);
  let ratio;
  try {
    ratio = Number(evaluate());
  } catch (err) {
    throw new FormulaError(`formula failed: ${err.message}`);
  }
  if (!Number.isFinite(ratio) || ratio <= 0) {
    throw new FormulaError('the ratio must come out as a positive number');
  }
  return { formula, beatsPerHour: bph, ...describeTrain(ratio, bph) };
});

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
