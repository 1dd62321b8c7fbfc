// Hapi route that evaluates arithmetic formulas typed into spreadsheet cells
import Hapi from '@hapi/hapi';
import vm from 'node:vm';

const ARITHMETIC = /^(?:ROUND|MIN|MAX|ABS|[0-9+\-*/().,\s])+$/;
const MAX_LENGTH = 200;
const FUNCTIONS = { ROUND: Math.round, MIN: Math.min, MAX: Math.max, ABS: Math.abs };

function evaluateFormula(source) {
  const expr = source.startsWith('=') ? source.slice(1) : source;
  if (expr.length > MAX_LENGTH || !ARITHMETIC.test(expr)) {
    return { error: 'unsupported formula' };
  }
  const value = vm.runInNewContext(expr, { ...FUNCTIONS }, { timeout: 50 });
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { error: 'result is not a number' };
  }
  return { value };
}

export async function start() {
  const server = Hapi.server({ port: process.env.PORT || 4000, host: '0.0.0.0' });

  server.route({
    method: 'POST',
    path: '/sheets/{sheetId}/cells/evaluate',
    handler: (request, h) => {
      const { formula } = request.payload || {};
      if (typeof formula !== 'string') {
        return h.response({ error: 'formula is required' }).code(400);
      }
      const result = evaluateFormula(formula.trim());
      return h.response(result).code(result.error ? 422 : 200);
    },
  });

  await server.start();
  return server;
}
