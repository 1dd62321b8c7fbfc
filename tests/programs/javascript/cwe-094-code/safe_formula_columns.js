// Report builder that lets analysts add computed columns defined by a formula
const express = require('express');
const { loadRows } = require('../services/warehouse');

const router = express.Router();
const COLUMNS = ['price', 'qty', 'discount', 'tax_rate', 'shipping'];
const TOKEN_RE = /\s*(\d+(?:\.\d+)?|[a-z_]+|[-+*\/()])/gy;

function compileFormula(expr) {
  if (typeof expr !== 'string' || expr.length > 200) {
    throw new Error('formula too long');
  }
  const tokens = [];
  TOKEN_RE.lastIndex = 0;
  let m;
  while (TOKEN_RE.lastIndex < expr.length && (m = TOKEN_RE.exec(expr))) {
    if (/^[a-z_]+$/.test(m[1]) && !COLUMNS.includes(m[1])) {
      throw new Error(`unknown column ${m[1]}`);
    }
    tokens.push(m[1]);
  }
  if (expr.slice(TOKEN_RE.lastIndex).trim() !== '') {
    throw new Error('formula contains unsupported characters');
  }
  return new Function(...COLUMNS, `return (${tokens.join(' ')});`);
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
