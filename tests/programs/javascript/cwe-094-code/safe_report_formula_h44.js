// Hapi route computing a custom column for a tabular sales report
const Hapi = require('@hapi/hapi');

const FORMULAS = new Map([
  ['margin', (row) => Number(row.revenue) - Number(row.cost)],
  ['margin_pct', (row) => (Number(row.revenue) ? (Number(row.revenue) - Number(row.cost)) / Number(row.revenue) : 0)],
  ['unit_price', (row) => (Number(row.units) ? Number(row.revenue) / Number(row.units) : 0)],
  ['tax', (row) => Number(row.revenue) * 0.2],
]);

function compileFormula(formula) {
  return FORMULAS.get(formula) || null;
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
      const fn = compileFormula(formula);
      if (!fn) {
        return h.response({ error: 'unknown formula' }).code(400);
      }
      return { rows: applyColumn(rows, name, fn) };
    },
  });

  await server.start();
};

init();
