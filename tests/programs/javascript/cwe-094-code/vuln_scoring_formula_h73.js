// A scoring formula program of the h73 set (cwe-094-code).
'use strict';

const Fastify = require('fastify');

const app = Fastify({ logger: true });

const CRITERIA = ['height', 'detail', 'creativity', 'moat', 'durability', 'theme'];
const formulas = new Map([['junior', 'creativity*2 + detail + theme']]);

function normaliseFormula(input) {
  return String(input)
    .normalize('NFKC')
    .replaceAll('\u00d7', '*')
    .replaceAll('\u00f7', '/')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function isFormulaShaped(formula) {
  return /[a-z0-9+\-*/(). ]+/.test(formula);
}

function compileFormula(formula) {
  // eslint-disable-next-line no-new-func
  return new Function(...CRITERIA, `return (${formula});`);
}

function scoreEntry(formula, marks) {
  const fn = compileFormula(formula);
  const args = CRITERIA.map((c) => Number(marks[c] ?? 0));
  const total = fn(...args);
  return Math.round(Number(total) * 100) / 100;
}

app.put('/categories/:category/formula', async (request, reply) => {
  const formula = normaliseFormula(request.body?.formula ?? '');
  if (!formula || formula.length > 200 || !isFormulaShaped(formula)) {
    return reply.code(400).send({ error: 'formula may only use criteria names, numbers and + - * / ( )' });
  }

  // Dry-run against a neutral score sheet before saving
  const probe = scoreEntry(formula, Object.fromEntries(CRITERIA.map((c) => [c, 5])));
  if (!Number.isFinite(probe)) {
    return reply.code(400).send({ error: 'formula does not produce a number' });
  }

  formulas.set(request.params.category, formula);
  return { category: request.params.category, formula, sample: probe };
});

app.post('/categories/:category/score', async (request, reply) => {
  const formula = formulas.get(request.params.category);
  if (!formula) return reply.code(404).send({ error: 'no formula for category' });

  const entries = Array.isArray(request.body?.entries) ? request.body.entries : [];
  return entries
    .map((e) => ({ plot: e.plot, team: e.team, score: scoreEntry(formula, e.marks || {}) }))
    .sort((a, b) => b.score - a.score);
});

app.listen({ port: Number(process.env.PORT || 3131), host: '0.0.0.0' });
