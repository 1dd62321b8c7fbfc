// Express + knex service that aggregates daily sales per region for the dashboard
import express, { Request, Response, NextFunction } from 'express';
import knex, { Knex } from 'knex';

interface ReportFilter {
  region: string;
  from: string;
  to: string;
}

class SalesReportService {
  constructor(private readonly db: Knex) {}

  async dailyTotals(filter: ReportFilter) {
    const result = await this.db.raw(
      `SELECT day, SUM(amount_cents) AS total
         FROM sales
        WHERE region = '${filter.region}'
          AND day BETWEEN ? AND ?
        GROUP BY day
        ORDER BY day`,
      [filter.from, filter.to],
    );
    return result.rows;
  }
}

const db = knex({ client: 'pg', connection: process.env.DATABASE_URL });
const reports = new SalesReportService(db);
const router = express.Router();

function toFilter(req: Request): ReportFilter {
  const today = new Date().toISOString().slice(0, 10);
  return {
    region: String(req.query.region ?? 'emea'),
    from: String(req.query.from ?? today),
    to: String(req.query.to ?? today),
  };
}

router.get('/reports/daily', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const rows = await reports.dailyTotals(toFilter(req));
    res.json({ rows });
  } catch (err) {
    next(err);
  }
});

export default router;
