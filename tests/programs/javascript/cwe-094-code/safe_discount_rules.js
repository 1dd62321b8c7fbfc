// Express endpoint that evaluates merchant-defined discount rules against a cart preview
const express = require('express');

const router = express.Router();
router.use(express.json({ limit: '32kb' }));

const COMPARATORS = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '==': (a, b) => a === b,
};
const RULE_PATTERN = /^(subtotal|quantity)\s*(>=|<=|==|>|<)\s*(\d+(?:\.\d+)?)$/;

function cartContext(cart) {
  const items = Array.isArray(cart.items) ? cart.items : [];
  return {
    subtotal: items.reduce((sum, i) => sum + Number(i.price) * Number(i.qty), 0),
    quantity: items.reduce((sum, i) => sum + Number(i.qty), 0),
    country: String(cart.country || 'US'),
  };
}

function compileRule(rule) {
  const match = typeof rule.condition === 'string' && RULE_PATTERN.exec(rule.condition.trim());
  if (!match) {
    throw new Error('invalid condition');
  }
  const [, field, op, literal] = match;
  const limit = Number(literal);
  return (ctx) => COMPARATORS[op](ctx[field], limit);
}

router.post('/merchants/:id/discounts/preview', (req, res) => {
  const { rules = [], cart = {} } = req.body;
  const ctx = cartContext(cart);
  const applied = [];
  try {
    for (const rule of rules) {
      const predicate = compileRule(rule);
      if (predicate(ctx)) {
        applied.push({ name: rule.name, percent: Math.min(Number(rule.percent) || 0, 90) });
      }
    }
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }
  const best = applied.reduce((max, r) => Math.max(max, r.percent), 0);
  res.json({ subtotal: ctx.subtotal, applied, total: ctx.subtotal * (1 - best / 100) });
});

module.exports = router;
