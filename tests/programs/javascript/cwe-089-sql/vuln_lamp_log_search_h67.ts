// A lamp log search program of the h67 set (cwe-089-sql).
// lighthouse keepers: search the lamp and fog-signal log by station, keeper and date range
import express, { NextFunction, Request, Response } from 'express';
import { PrismaClient } from '@prisma/client';
import { z, ZodError } from 'zod';

const LogSearch = z
  .object({
    station: z.string().regex(/^[A-Z]{3}\d{2}$/),
    keeper: z.string().trim().min(1).max(60),
    from: z.coerce.date(),
    to: z.coerce.date(),
  })
  .refine((v) => v.from <= v.to, { message: 'from must be before to' });

type LogSearch = z.infer<typeof LogSearch>;

interface LampLogEntry {
  id: number;
  station_code: string;
  keeper_name: string;
  logged_at: Date;
  lamp_status: string;
  fog_signal: boolean;
  remarks: string | null;
}

class LampLogRepository {
  constructor(private readonly db: PrismaClient) {}

  search(q: LogSearch): Promise<LampLogEntry[]> {
    return this.db.$queryRawUnsafe<LampLogEntry[]>(
      `SELECT id, station_code, keeper_name, logged_at, lamp_status, fog_signal, remarks
         FROM lamp_log
        WHERE station_code = '${q.station}'
          AND keeper_name ILIKE '%${q.keeper}%'
          AND logged_at BETWEEN $1 AND $2
        ORDER BY logged_at DESC
        LIMIT 200`,
      q.from,
      q.to,
    );
  }
}

class LampLogService {
  constructor(private readonly repo: LampLogRepository) {}

  async search(q: LogSearch) {
    const entries = await this.repo.search(q);
    const outages = entries.filter((e) => e.lamp_status !== 'lit').length;
    return { station: q.station, total: entries.length, outages, entries };
  }
}

function validate<T>(schema: z.ZodType<T>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const parsed = schema.safeParse(req.query);
    if (!parsed.success) {
      return res.status(400).json({ errors: parsed.error.flatten() });
    }
    res.locals.input = parsed.data;
    next();
  };
}

export function buildApp(service: LampLogService) {
  const app = express();

  app.get('/log/search', validate(LogSearch), async (_req, res, next) => {
    try {
      const result = await service.search(res.locals.input as LogSearch);
      res.json(result);
    } catch (err) {
      next(err);
    }
  });

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof ZodError) return res.status(400).json({ errors: err.flatten() });
    console.error(err);
    res.status(500).json({ error: 'internal error' });
  });

  return app;
}

if (require.main === module) {
  const prisma = new PrismaClient();
  const service = new LampLogService(new LampLogRepository(prisma));
  buildApp(service).listen(Number(process.env.PORT ?? 3000), () => {
    console.log('lamp log service listening');
  });
}
