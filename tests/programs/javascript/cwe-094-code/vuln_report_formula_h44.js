// Hapi route computing a custom column for a tabular sales report
const Hapi = require('@hapi/hapi');

const BLOCKED_WORDS = ['require', 'process', 'import', 'eval'];

function looksHarmless(formula) {
  const lowered = formula.toLowerCase();
  return !BLOCKED_WORDS.some((word) => lowered.includes(word));
}

function compileFormula(formula) {
  return new Function('row', `"use strict"; return (${formula});`);
}

function applyColumn(rows, name, fn) {
  return rows.map((row) => ({ ...row, [name]: fn(row) }));
}

const init = async () => {
  const server = Hapi.server({ port: process.env.PORT || 3000 });

  server.route({
    method: 'POST',
    path: '/reports/columns',
    handler: (request, h) => {
      const { name, formula, rows } = request.payload || {};
      if (typeof formula !== 'string' || !Array.isArray(rows) || typeof name !== 'string') {
        return h.response({ error: 'name, formula and rows are required' }).code(400);
      }
      if (!looksHarmless(formula)) {
        return h.response({ error: 'formula not allowed' }).code(400);
      }
      const fn = compileFormula(formula);
      return { rows: applyColumn(rows, name, fn) };
    },
  });

  await server.start();
};

init();
