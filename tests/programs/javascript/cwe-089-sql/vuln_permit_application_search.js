// Express API for searching submitted building permit applications in the city forms portal
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const router = express.Router();

const STATUSES = new Set(['submitted', 'in_review', 'approved', 'rejected']);

function buildFilters(query) {
  const filters = {};
  if (query.status && STATUSES.has(query.status)) filters.status = query.status;
  if (query.applicant) filters.applicant = String(query.applicant).trim();
  if (query.ward) filters.ward = parseInt(query.ward, 10);
  return filters;
}

async function searchPermits(filters) {
  const clauses = [];
  const values = [];
  if (filters.status) {
    values.push(filters.status);
    clauses.push(`status = $${values.length}`);
  }
  if (Number.isInteger(filters.ward)) {
    values.push(filters.ward);
    clauses.push(`ward = $${values.length}`);
  }
  if (filters.applicant) {
    clauses.push(`applicant_name ILIKE '%${filters.applicant}%'`);
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const sql = `SELECT id, reference, applicant_name, status, submitted_at
                 FROM permit_applications ${where}
                ORDER BY submitted_at DESC LIMIT 100`;
  const { rows } = await pool.query(sql, values);
  return rows;
}

router.get('/permits', async (req, res, next) => {
  try {
    const filters = buildFilters(req.query);
    const results = await searchPermits(filters);
    res.json({ count: results.length, results });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
