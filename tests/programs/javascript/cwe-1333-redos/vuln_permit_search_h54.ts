// Express endpoint searching municipal building permits by permit number or site reference
import express, { Request, Response, NextFunction } from 'express';
import { Pool } from 'pg';

const pool = new Pool();
const router = express.Router();

const PERMIT_REF = /^([A-Z0-9]+-?)+$/;
const SITE_REF = /^SITE-\d{3,8}$/;

type Criterion = { column: 'permit_no' | 'site_ref'; value: string };

const normalise = (raw: unknown): string => String(raw ?? '').trim().toUpperCase();

const criteriaFrom = (query: Record<string, unknown>): Criterion[] =>
  [
    { column: 'permit_no' as const, value: normalise(query.permit), shape: PERMIT_REF },
    { column: 'site_ref' as const, value: normalise(query.site), shape: SITE_REF },
  ]
    .filter(({ value }) => value.length > 0)
    .filter(({ value, shape }) => shape.test(value))
    .map(({ column, value }) => ({ column, value }));

const whereClause = (criteria: Criterion[]): string =>
  criteria.map((c, i) => `${c.column} = $${i + 1}`).join(' OR ');

router.get('/permits/search', async (req: Request, res: Response, next: NextFunction) => {
  const criteria = criteriaFrom(req.query as Record<string, unknown>);
  if (criteria.length === 0) {
    return res.status(400).json({ error: 'provide a permit number like BP-2024-00123 or a site reference' });
  }
  try {
    const { rows } = await pool.query(
      `SELECT permit_no, site_ref, work_type, status, issued_on FROM permits WHERE ${whereClause(criteria)} LIMIT 25`,
      criteria.map((c) => c.value)
    );
    res.json({ permits: rows });
  } catch (err) {
    next(err);
  }
});

export default router;
