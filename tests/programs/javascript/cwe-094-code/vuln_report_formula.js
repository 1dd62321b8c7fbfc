// Express reporting endpoint that adds a computed column to exported report rows.
const express = require('express');
const { loadRows } = require('./reports');

const app = express();
app.use(express.json());

function buildColumn(formula) {
  if (typeof formula !== 'string' || formula.length === 0) {
    throw new TypeError('formula is required');
  }
  return new Function('row', `return (${formula});`);
}

function addColumn(rows, columnName, compute) {
  return rows.map((row) => ({ ...row, [columnName]: compute(row) }));
}

app.post('/reports/:id/export', async (req, res, next) => {
  let compute;
  try {
    compute = buildColumn(req.body.formula);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }
  try {
    const rows = await loadRows(req.params.id);
    const columnName = String(req.body.columnName || 'computed');
    res.json({ rows: addColumn(rows, columnName, compute) });
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 3000);
