// Express API that previews a household energy bill using a tariff pricing formula
const express = require('express');

const app = express();
app.use(express.json({ limit: '16kb' }));

const DEFAULT_FORMULA = 'kwh * 0.28 + peak * 0.09';
const MAX_FORMULA = 200;

const mentionsMeterVars = (f) => /kwh|peak/.test(f);

const compileTariff = (formula) => new Function('kwh', 'peak', `return (${formula});`);

const round2 = (n) => Math.round(n * 100) / 100;

const sumBy = (key) => (rows) => rows.reduce((acc, r) => acc + (Number(r[key]) || 0), 0);
const totalKwh = sumBy('kwh');
const totalPeak = sumBy('peakKwh');

app.post('/tariffs/preview', (req, res) => {
  const formula = String(req.body.formula || DEFAULT_FORMULA);
  const readings = Array.isArray(req.body.readings) ? req.body.readings : [];
  if (formula.length > MAX_FORMULA || !mentionsMeterVars(formula)) {
    return res.status(400).json({ error: 'formula must reference kwh or peak' });
  }
  let price;
  try {
    price = compileTariff(formula);
  } catch (e) {
    return res.status(400).json({ error: 'formula does not parse' });
  }
  const kwh = totalKwh(readings);
  const peak = totalPeak(readings);
  const amount = Number(price(kwh, peak));
  if (!Number.isFinite(amount)) {
    return res.status(422).json({ error: 'formula produced no amount' });
  }
  res.json({ kwh, peak, amount: round2(amount), currency: 'EUR' });
});

module.exports = app;
