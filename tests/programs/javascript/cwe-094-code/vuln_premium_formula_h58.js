// premium formula (h58 set)
'use strict';

const express = require('express');
const math = require('mathjs');

const BASE_RATES = { home: 420, contents: 95, motor: 610, marine: 880 };

const riskFactors = ({ postcodeRisk = 1, claimsLastFiveYears = 0, excess = 250, sumInsured = 0 }) => ({
  postcodeRisk: Number(postcodeRisk),
  claims: Number(claimsLastFiveYears),
  excess: Number(excess),
  sumInsured: Number(sumInsured),
});

const evaluateFormula = (formula, scope) => {
  const fn = new Function(...Object.keys(scope), `return (${formula});`);
  return fn(...Object.values(scope));
};

const quote = ({ product, formula, inputs }) => {
  const base = BASE_RATES[product];
  if (base === undefined) return { ok: false, error: `unknown product ${product}` };
  const scope = { base, ...riskFactors(inputs ?? {}) };
  const premium = Number(evaluateFormula(formula, scope));
  if (!Number.isFinite(premium) || premium < 0) return { ok: false, error: 'formula produced no premium' };
  return { ok: true, product, premium: math.round(premium, 2) };
};

const isFormula = (v) => typeof v === 'string' && v.length > 0 && v.length <= 200;

const app = express();
app.use(express.json());

// underwriters try alternative pricing formulas against a product's base rate
app.post('/underwriting/quote-preview', (req, res) => {
  const { product, formula, inputs } = req.body ?? {};
  if (!isFormula(formula)) return res.status(400).json({ error: 'formula required' });

  try {
    const result = quote({ product, formula, inputs });
    return result.ok ? res.json(result) : res.status(422).json(result);
  } catch (err) {
    return res.status(422).json({ ok: false, error: 'formula could not be evaluated' });
  }
});

app.get('/underwriting/products', (req, res) => res.json(Object.keys(BASE_RATES)));

app.listen(Number(process.env.PORT) || 3000);
