// Energy retailer API that previews bills by applying a tariff formula to metered usage
const express = require('express');
const vm = require('vm');

const app = express();
app.use(express.json({ limit: '16kb' }));

const ALLOWED_CHARS = /[0-9+\-*/(). a-z_]+/;

const isArithmetic = (formula) => ALLOWED_CHARS.test(formula);

const usageContext = (usage) => ({
  kwh: Number(usage.kwh) || 0,
  peak_kwh: Number(usage.peakKwh) || 0,
  days: Number(usage.days) || 30,
});

const evaluateTariff = (formula, usage) =>
  vm.runInNewContext(formula, usageContext(usage), { timeout: 50 });

const withFormula = (handler) => (req, res) => {
  const formula = typeof req.body.formula === 'string' ? req.body.formula : '';
  if (!formula || !isArithmetic(formula)) {
    return res.status(400).json({ error: 'formula contains unsupported tokens' });
  }
  return handler(req, res, formula);
};

const billFor = (formula) => (usage) => ({
  period: String(usage.label || ''),
  amount: Number(evaluateTariff(formula, usage)).toFixed(2),
});

app.post('/tariffs/preview', withFormula((req, res, formula) => {
  try {
    const periods = Array.isArray(req.body.periods) ? req.body.periods.slice(0, 12) : [];
    const bills = periods.map(billFor(formula));
    const total = bills.reduce((sum, b) => sum + Number(b.amount), 0);
    res.json({ bills, total: total.toFixed(2) });
  } catch (err) {
    res.status(422).json({ error: 'formula could not be evaluated' });
  }
}));

app.listen(8090);
