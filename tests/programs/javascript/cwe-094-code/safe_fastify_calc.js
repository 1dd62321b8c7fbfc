// Fastify endpoint that previews the price produced by a pricing formula from the admin UI.
const Fastify = require('fastify');

const app = Fastify({ logger: true });

const TOKEN = /\s*(\d+(?:\.\d+)?|base|qty|discount|[-+*/()])/y;

function tokenize(src) {
  const tokens = [];
  let pos = 0;
  while (pos < src.length) {
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(src);
    if (!m) throw new Error(`unexpected input at ${pos}`);
    tokens.push(m[1]);
    pos = TOKEN.lastIndex;
  }
  return tokens;
}

function evaluateFormula(formula, vars) {
  const tokens = tokenize(formula.trim());
  let i = 0;
  const peek = () => tokens[i], next = () => tokens[i++];
  function primary() {
    const t = next();
    if (t === '(') {
      const v = expr();
      if (next() !== ')') throw new Error('expected )');
      return v;
    }
    if (t === '-') return -primary();
    if (t === 'base' || t === 'qty' || t === 'discount') return vars[t];
    const n = Number(t);
    if (t === undefined || Number.isNaN(n)) throw new Error('unexpected token');
    return n;
  }
  function term() {
    let v = primary();
    while (peek() === '*' || peek() === '/') v = next() === '*' ? v * primary() : v / primary();
    return v;
  }
  function expr() {
    let v = term();
    while (peek() === '+' || peek() === '-') v = next() === '+' ? v + term() : v - term();
    return v;
  }
  const result = expr();
  if (i !== tokens.length) throw new Error('trailing input');
  return result;
}

app.post('/pricing/preview', async (request, reply) => {
  const { formula, base, qty, discount } = request.body || {};
  if (typeof formula !== 'string' || formula.length === 0 || formula.length > 200) {
    return reply.code(400).send({ error: 'invalid formula' });
  }
  let price;
  try {
    price = evaluateFormula(formula, { base: Number(base) || 0, qty: Number(qty) || 1, discount: Number(discount) || 0 });
  } catch (err) {
    return reply.code(400).send({ error: 'formula could not be evaluated' });
  }
  if (!Number.isFinite(price)) {
    return reply.code(422).send({ error: 'formula did not produce a number' });
  }
  return { price: Math.round(price * 100) / 100 };
});

app.listen({ port: 3001 });
