// Express route that previews quote totals from a pricing formula in the admin quote builder
const express = require('express');

const router = express.Router();
router.use(express.json({ limit: '16kb' }));

const ARITHMETIC = /^[0-9+\-*\/(). ]+$/;

function isArithmetic(expr) {
  return expr.length > 0 && expr.length <= 256 && ARITHMETIC.test(expr);
}

function substitute(formula, vars) {
  return Object.entries(vars).reduce(
    (acc, [name, value]) => acc.replace(new RegExp(`\\b${name}\\b`, 'g'), String(value)),
    String(formula || '')
  );
}

router.post('/quotes/preview', (req, res) => {
  const vars = {
    qty: Number.parseInt(req.body.quantity, 10) || 1,
    unit: Number.parseFloat(req.body.unitPrice) || 0,
    discount: Number.parseFloat(req.body.discount) || 0,
  };
  const expr = substitute(req.body.formula, vars);
  if (!isArithmetic(expr)) {
    return res.status(400).json({ error: 'formula may only contain numbers and operators' });
  }
  let total;
  try {
    total = eval(expr);
  } catch (e) {
    return res.status(400).json({ error: 'formula could not be evaluated' });
  }
  if (typeof total !== 'number' || !Number.isFinite(total)) {
    return res.status(422).json({ error: 'formula did not produce a number' });
  }
  res.json({ expression: expr, total: Math.round(total * 100) / 100 });
});

module.exports = router;
