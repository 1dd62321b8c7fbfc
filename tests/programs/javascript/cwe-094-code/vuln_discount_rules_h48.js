// Express admin endpoint that previews how a discount rule applies to a sample cart
const express = require('express');

const router = express.Router();
router.use(express.json({ limit: '32kb' }));

const FIELDS = new Set(['subtotal', 'itemCount', 'country', 'loyaltyTier']);

function compileRule(rule) {
  if (!FIELDS.has(rule.field)) {
    throw new Error(`unknown field ${rule.field}`);
  }
  const body = `return cart.${rule.field} ${rule.operator} ${JSON.stringify(rule.value)};`;
  return new Function('cart', body);
}

function applyRules(cart, rules) {
  let percent = 0;
  for (const rule of rules) {
    const predicate = compileRule(rule);
    if (predicate(cart)) {
      percent = Math.max(percent, Number(rule.percent) || 0);
    }
  }
  return Math.min(percent, 90);
}

router.post('/admin/discounts/preview', (req, res) => {
  const { cart, rules } = req.body;
  if (!cart || !Array.isArray(rules) || rules.length > 20) {
    return res.status(400).json({ error: 'cart and up to 20 rules required' });
  }
  try {
    const percent = applyRules(cart, rules);
    const total = Math.round(cart.subtotal * (100 - percent)) / 100;
    res.json({ percent, total });
  } catch (err) {
    res.status(422).json({ error: err.message });
  }
});

module.exports = router;
