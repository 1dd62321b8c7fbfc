// Fastify route that previews a discount rule expression against a shopping cart
import Fastify, { FastifyReply, FastifyRequest } from 'fastify';

interface RuleBody {
  expression: string;
  total: number;
  items: number;
}

const app = Fastify({ logger: true });

const RULE_SHAPE = /^\s*(total|items)\s*([*+\-\/])\s*(\d+(?:\.\d+)?)\s*$/;
const OPERATORS: Record<string, (a: number, b: number) => number> = {
  '*': (a, b) => a * b,
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '/': (a, b) => (b === 0 ? NaN : a / b),
};

function evaluateRule(expression: string, scope: Record<string, number>): number {
  const match = RULE_SHAPE.exec(expression);
  if (!match) return NaN;
  const [, variable, op, literal] = match;
  return OPERATORS[op](scope[variable], Number(literal));
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

app.post('/pricing/preview', async (request: FastifyRequest<{ Body: RuleBody }>, reply: FastifyReply) => {
  const { expression } = request.body;
  const total = Number(request.body.total);
  const items = Number(request.body.items);
  if (typeof expression !== 'string' || expression.length > 200 || !Number.isFinite(total)) {
    return reply.code(400).send({ error: 'invalid rule' });
  }
  const discount = roundCents(evaluateRule(expression, { total, items }));
  if (!Number.isFinite(discount)) {
    return reply.code(422).send({ error: 'rule did not produce a number' });
  }
  return { total, discount, payable: Math.max(0, roundCents(total - discount)) };
});

app.listen({ port: Number(process.env.PORT || 3000), host: '0.0.0.0' });
