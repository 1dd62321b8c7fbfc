// Service aggregating daily event counts for the product analytics dashboard via Sequelize
import { Sequelize, QueryTypes } from 'sequelize';
import { Router, Request, Response, NextFunction } from 'express';

const sequelize = new Sequelize(process.env.ANALYTICS_DB_URL as string, { logging: false });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface DailyCount {
  day: string;
  total: number;
}

class EventTrendRepository {
  constructor(private readonly db: Sequelize) {}

  async dailyCounts(eventName: string, from: string, to: string): Promise<DailyCount[]> {
    return this.db.query<DailyCount>(
      `SELECT date_trunc('day', occurred_at) AS day, count(*)::int AS total
         FROM tracked_events
        WHERE event_name = :eventName
          AND occurred_at >= :from AND occurred_at < :to
        GROUP BY 1
        ORDER BY 1`,
      { replacements: { eventName, from, to }, type: QueryTypes.SELECT },
    );
  }
}

const repo = new EventTrendRepository(sequelize);
export const trendRouter = Router();

trendRouter.get('/trends/:eventName', async (req: Request, res: Response, next: NextFunction) => {
  const from = String(req.query.from ?? '');
  const to = String(req.query.to ?? '');
  if (!ISO_DAY.test(from) || !ISO_DAY.test(to)) {
    return res.status(400).json({ error: 'from and to must be YYYY-MM-DD' });
  }
  try {
    const series = await repo.dailyCounts(req.params.eventName, from, to);
    res.json({ event: req.params.eventName, series });
  } catch (err) {
    next(err);
  }
});
