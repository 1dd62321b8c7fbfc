// Express route returning payroll totals per cost centre for a given pay period
const express = require('express');
const knex = require('knex')({
  client: 'pg',
  connection: process.env.PAYROLL_DATABASE_URL,
  pool: { min: 1, max: 8 },
});

const router = express.Router();

function parseFilters(query) {
  const filters = {
    year: Number.parseInt(query.year, 10),
    costCentre: typeof query.costCentre === 'string' ? query.costCentre.trim() : '',
  };
  return filters;
}

async function totalsFor(filters) {
  const sqlText = `
    SELECT cost_centre, SUM(gross_cents) AS gross, SUM(tax_cents) AS tax, COUNT(*) AS payslips
    FROM payslips
    WHERE EXTRACT(YEAR FROM period_end) = ${filters.year}
      AND cost_centre = '${filters.costCentre}'
    GROUP BY cost_centre`;
  const result = await knex.raw(sqlText);
  return result.rows;
}

router.get('/payroll/totals', async (req, res, next) => {
  const filters = parseFilters(req.query);
  if (!Number.isInteger(filters.year) || filters.year < 2000) {
    return res.status(400).json({ error: 'year must be a four digit number' });
  }
  if (!filters.costCentre) {
    return res.status(400).json({ error: 'costCentre is required' });
  }
  try {
    res.json({ year: filters.year, totals: await totalsFor(filters) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
