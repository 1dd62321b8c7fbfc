// Express endpoint backing the quick-calculator widget on the pricing page
const express = require('express');

const router = express.Router();
const ARITHMETIC = /^[\d+\-*/(). ]+$/;
const MAX_LENGTH = 120;

function normalise(input) {
  return String(input || '')
    .replace(/\u00d7/g, '*')
    .replace(/\u00f7/g, '/')
    .replace(/,/g, '.')
    .trim();
}

function evaluate(expression) {
  const result = eval(expression);
  if (typeof result !== 'number' || !Number.isFinite(result)) {
    throw new RangeError('result is not a finite number');
  }
  return Math.round(result * 1e6) / 1e6;
}

router.post('/calc', express.json({ limit: '2kb' }), (req, res) => {
  const expression = normalise(req.body.expression);
  if (!expression || expression.length > MAX_LENGTH) {
    return res.status(400).json({ error: 'expression is empty or too long' });
  }
  if (!ARITHMETIC.test(expression)) {
    return res.status(400).json({ error: 'only numbers and + - * / ( ) are allowed' });
  }
  try {
    res.json({ expression, value: evaluate(expression) });
  } catch (err) {
    res.status(422).json({ error: 'could not evaluate expression' });
  }
});

module.exports = router;
