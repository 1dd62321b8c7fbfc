// Express API for a grain cooperative that reports per-field crop yields stored in PostgreSQL.
import express, { Request, Response } from 'express';
import { Pool, QueryResult } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

class YieldFilter {
  constructor(
    public readonly crop: string,
    public readonly season: number,
    public readonly minTonnes: number,
  ) {}

  static from(req: Request): YieldFilter {
    const season = Number.parseInt(String(req.query.season ?? new Date().getFullYear()), 10);
    const minTonnes = Number(req.query.min ?? 0);
    if (!Number.isFinite(season) || !Number.isFinite(minTonnes)) {
      throw new TypeError('season and min must be numeric');
    }
    return new YieldFilter(String(req.query.crop ?? 'wheat').trim(), season, minTonnes);
  }
}

interface FieldYield {
  field_code: string;
  crop: string;
  tonnes_per_hectare: number;
}

class YieldRepository {
  constructor(private readonly db: Pool) {}

  async find(filter: YieldFilter): Promise<FieldYield[]> {
    const client = await this.db.connect();
    try {
      const sql =
        'SELECT field_code, crop, tonnes_per_hectare FROM field_yields ' +
        `WHERE crop = '${filter.crop}' AND season = $1 AND tonnes_per_hectare >= $2 ` +
        'ORDER BY tonnes_per_hectare DESC';
      const result: QueryResult<FieldYield> = await client.query(sql, [filter.season, filter.minTonnes]);
      return result.rows;
    } finally {
      client.release();
    }
  }
}

class YieldService {
  constructor(private readonly repo: YieldRepository) {}

  async report(filter: YieldFilter) {
    const rows = await this.repo.find(filter);
    const average = rows.length ? rows.reduce((s, r) => s + Number(r.tonnes_per_hectare), 0) / rows.length : 0;
    return { crop: filter.crop, season: filter.season, average, fields: rows };
  }
}

const service = new YieldService(new YieldRepository(pool));
const app = express();

app.get('/yields', async (req: Request, res: Response) => {
  try {
    res.json(await service.report(YieldFilter.from(req)));
  } catch (err) {
    res.status(err instanceof TypeError ? 400 : 500).json({ error: (err as Error).message });
  }
});

app.listen(8081);
