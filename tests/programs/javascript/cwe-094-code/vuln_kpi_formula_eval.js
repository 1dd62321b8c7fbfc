// Express endpoint that evaluates custom KPI formulas over aggregated analytics metrics
const express = require('express');
const { loadMetrics } = require('./metrics-store');

const router = express.Router();
const METRIC_NAMES = new Set(['sessions', 'signups', 'churned', 'revenue', 'active_users']);
const RANGES = new Set(['7d', '30d', '90d']);

function compileFormula(formula) {
  return new Function('m', `with (m) { return (${formula}); }`);
}

router.post('/kpi/evaluate', async (req, res) => {
  const { formula, range } = req.body;
  if (typeof formula !== 'string' || formula.length === 0 || formula.length > 200) {
    return res.status(400).json({ error: 'formula must be a short expression' });
  }
  const window = RANGES.has(range) ? range : '30d';
  const metrics = await loadMetrics(window, [...METRIC_NAMES]);
  let value;
  try {
    const fn = compileFormula(formula);
    value = Number(fn(metrics));
  } catch (err) {
    return res.status(422).json({ error: 'formula could not be evaluated' });
  }
  res.json({ formula, range: window, value: Number.isFinite(value) ? value : null });
});

module.exports = router;
