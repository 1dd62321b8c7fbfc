// Fastify endpoint that previews the price produced by a pricing formula from the admin UI.
const Fastify = require('fastify');

const app = Fastify({ logger: true });

const BLOCKED_WORDS = ['require', 'process', 'import', 'eval', 'Function'];

function isAllowedFormula(formula) {
  return !BLOCKED_WORDS.some((word) => formula.includes(word));
}

function evaluateFormula(formula, vars) {
  const fn = new Function('base', 'qty', 'discount', `"use strict"; return (${formula});`);
  return fn(vars.base, vars.qty, vars.discount);
}

app.post('/pricing/preview', async (request, reply) => {
  const { formula, base, qty, discount } = request.body || {};
  if (typeof formula !== 'string' || formula.length === 0 || formula.length > 200) {
    return reply.code(400).send({ error: 'invalid formula' });
  }
  if (!isAllowedFormula(formula)) {
    return reply.code(400).send({ error: 'formula contains forbidden tokens' });
  }
  let price;
  try {
    price = evaluateFormula(formula, {
      base: Number(base) || 0,
      qty: Number(qty) || 1,
      discount: Number(discount) || 0,
    });
  } catch (err) {
    return reply.code(400).send({ error: 'formula could not be evaluated' });
  }
  if (typeof price !== 'number' || !Number.isFinite(price)) {
    return reply.code(422).send({ error: 'formula did not produce a number' });
  }
  return { price: Math.round(price * 100) / 100 };
});

app.listen({ port: 3001 });
