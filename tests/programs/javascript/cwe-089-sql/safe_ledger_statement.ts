// Express route listing ledger entries for a bank account statement with sorting and paging
import express, { Request, Response, NextFunction } from 'express';
import mysql from 'mysql2/promise';

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: 'core_banking',
  connectionLimit: 10,
});

interface StatementOptions {
  accountId: number;
  sortBy: string;
  direction: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

const PAGE_SIZE = 50;
const SORT_COLUMNS: Record<string, string> = {
  date: 'posted_at',
  amount: 'amount',
  description: 'description',
};

function readOptions(req: Request): StatementOptions {
  const page = Math.max(1, parseInt(String(req.query.page ?? '1'), 10) || 1);
  const sortKey = String(req.query.sort ?? 'date');
  return {
    accountId: Number(req.params.accountId),
    sortBy: Object.hasOwn(SORT_COLUMNS, sortKey) ? SORT_COLUMNS[sortKey] : 'posted_at',
    direction: req.query.dir === 'asc' ? 'ASC' : 'DESC',
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}

async function fetchEntries(opts: StatementOptions) {
  const sql =
    'SELECT id, posted_at, amount, currency, description FROM ledger_entries ' +
    `WHERE account_id = ? ORDER BY ${opts.sortBy} ${opts.direction} LIMIT ? OFFSET ?`;
  const [rows] = await pool.query(sql, [opts.accountId, opts.limit, opts.offset]);
  return rows;
}

export const statementRouter = express.Router();

statementRouter.get('/accounts/:accountId/statement', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const opts = readOptions(req);
    const owned: number[] = (req as any).user?.accountIds ?? [];
    if (!Number.isInteger(opts.accountId) || !owned.includes(opts.accountId)) {
      return res.status(404).json({ error: 'account not found' });
    }
    const entries = await fetchEntries(opts);
    res.json({ accountId: opts.accountId, entries });
  } catch (err) {
    next(err);
  }
});
