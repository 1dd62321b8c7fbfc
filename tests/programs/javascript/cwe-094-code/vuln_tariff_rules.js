// Express endpoint letting freight planners preview a custom surcharge formula on a consignment
const express = require('express');
const vm = require('vm');

const app = express();
app.use(express.json({ limit: '8kb' }));

const FORMULA_CHARS = /[0-9a-z_+\-*\/(). ]+/i;

function consignmentContext(c) {
  return {
    weight: Number(c.weightKg) || 0,
    distance: Number(c.distanceKm) || 0,
    pallets: Number(c.pallets) || 0,
    hazmat: c.hazmat ? 1 : 0,
    Math,
  };
}

function evaluateSurcharge(formula, consignment) {
  const sandbox = consignmentContext(consignment);
  const value = vm.runInNewContext(formula, sandbox, { timeout: 50 });
  const amount = Number(value);
  if (!Number.isFinite(amount)) {
    throw new Error('formula did not produce a number');
  }
  return Math.round(amount * 100) / 100;
}

app.post('/tariffs/preview', (req, res) => {
  const { formula, consignment } = req.body || {};
  if (typeof formula !== 'string' || formula.length > 200 || !FORMULA_CHARS.test(formula)) {
    return res.status(400).json({ error: 'formula contains unsupported characters' });
  }
  try {
    const surcharge = evaluateSurcharge(formula, consignment || {});
    res.json({ surcharge, currency: 'EUR' });
  } catch (err) {
    res.status(422).json({ error: err.message });
  }
});

app.listen(Number(process.env.PORT) || 4100);
