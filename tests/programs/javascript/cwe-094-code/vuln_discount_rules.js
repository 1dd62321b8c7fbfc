// Express endpoint that evaluates merchant-defined discount rules against a cart preview
const express = require('express');

const router = express.Router();
router.use(express.json({ limit: '32kb' }));

function cartContext(cart) {
  const items = Array.isArray(cart.items) ? cart.items : [];
  return {
    subtotal: items.reduce((sum, i) => sum + Number(i.price) * Number(i.qty), 0),
    quantity: items.reduce((sum, i) => sum + Number(i.qty), 0),
    country: String(cart.country || 'US'),
  };
}

function compileRule(rule) {
  if (typeof rule.condition !== 'string' || rule.condition.length > 200) {
    throw new Error('invalid condition');
  }
  return new Function('ctx', `with (ctx) { return Boolean(${rule.condition}); }`);
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
