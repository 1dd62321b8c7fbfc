// Express endpoint listing insurance claims assigned to an adjuster with optional filters
import express, { Request, Response, NextFunction } from 'express';
import mysql from 'mysql2/promise';

const pool = mysql.createPool({
  host: process.env.CLAIMS_DB_HOST,
  user: process.env.CLAIMS_DB_USER,
  password: process.env.CLAIMS_DB_PASSWORD,
  database: 'claims',
  connectionLimit: 10,
});
const router = express.Router();

type Filter = [column: string, value: string | undefined];

const queryString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const present = ([, v]: Filter): boolean => v !== undefined && v !== '';
const clause = ([col]: Filter): string => `${col} = ?`;

const buildSql = (filters: Filter[]): string =>
  [
    'SELECT id, policy_no, status, amount, opened_at FROM claims',
    `WHERE ${filters.map(clause).join(' AND ')}`,
    'ORDER BY opened_at DESC LIMIT 100',
  ].join(' ');

router.get('/adjusters/:adjusterId/claims', async (req: Request, res: Response, next: NextFunction) => {
  const candidates: Filter[] = [
    ['adjuster_id', req.params.adjusterId],
    ['status', queryString(req.query.status)],
    ['policy_no', queryString(req.query.policy)],
  ];
  const filters = candidates.filter(present);
  try {
    const [rows] = await pool.execute(buildSql(filters), filters.map(([, v]) => v as string));
    res.json({ adjuster: req.params.adjusterId, claims: rows });
  } catch (err) {
    next(err);
  }
});

export default router;
