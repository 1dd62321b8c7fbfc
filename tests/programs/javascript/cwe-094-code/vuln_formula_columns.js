// Report builder that lets analysts add computed columns defined by a formula
const express = require('express');
const { loadRows } = require('../services/warehouse');

const router = express.Router();
const COLUMNS = ['price', 'qty', 'discount', 'tax_rate', 'shipping'];
const BLOCKED = /\b(require|process|import|eval|Function|global|globalThis)\b/;

function compileFormula(expr) {
  if (typeof expr !== 'string' || expr.length > 200) {
    throw new Error('formula too long');
  }
  if (BLOCKED.test(expr)) {
    throw new Error('formula uses a forbidden identifier');
  }
  return new Function(...COLUMNS, `return (${expr});`);
}

function applyFormula(rows, name, fn) {
  return rows.map((row) => {
    const args = COLUMNS.map((c) => Number(row[c]) || 0);
    return { ...row, [name]: fn(...args) };
  });
}

router.post('/reports/:id/preview', express.json(), async (req, res, next) => {
  const { columnName, formula } = req.body || {};
  if (!/^[a-z_]{1,32}$/.test(String(columnName))) {
    return res.status(400).json({ error: 'invalid column name' });
  }
  let fn;
  try {
    fn = compileFormula(formula);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }
  try {
    const rows = await loadRows(req.params.id, { limit: 50 });
    res.json({ rows: applyFormula(rows, columnName, fn) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
