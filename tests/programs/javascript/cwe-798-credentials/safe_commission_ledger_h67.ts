// A commission ledger program of the h67 set (cwe-798-credentials).
// ice sculptors: ledger of sculpture commissions, deposits and delivery slots for events
import 'reflect-metadata';
import express, { NextFunction, Request, Response } from 'express';
import { container, inject, injectable, singleton } from 'tsyringe';
import { DataTypes, Model, Sequelize } from 'sequelize';
import { z } from 'zod';

class Commission extends Model {
  declare id: number;
  declare client: string;
  declare eventDate: Date;
  declare blocks: number;
  declare depositPence: number;
  declare deliverySlot: string;
}

const createCommission = z.object({
  client: z.string().min(2).max(120),
  eventDate: z.coerce.date().refine((d) => d.getTime() > Date.now(), 'event must be in the future'),
  blocks: z.number().int().min(1).max(60),
  depositPence: z.number().int().min(0),
  deliverySlot: z.enum(['morning', 'afternoon', 'evening']),
});

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

@singleton()
class Database {
  readonly sequelize: Sequelize;

  constructor() {
    this.sequelize = new Sequelize(requiredEnv('LEDGER_DB_NAME'), requiredEnv('LEDGER_DB_USER'), requiredEnv('LEDGER_DB_PASSWORD'), {
      host: requiredEnv('LEDGER_DB_HOST'),
      port: Number(process.env.LEDGER_DB_PORT ?? 5432),
      dialect: 'postgres',
      logging: false,
    });
    Commission.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        client: { type: DataTypes.STRING(120), allowNull: false },
        eventDate: { type: DataTypes.DATEONLY, allowNull: false },
        blocks: { type: DataTypes.INTEGER, allowNull: false },
        depositPence: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        deliverySlot: { type: DataTypes.STRING(16), allowNull: false },
      },
      { sequelize: this.sequelize, tableName: 'commissions' },
    );
  }
}

@injectable()
class LedgerService {
  constructor(@inject(Database) private readonly db: Database) {}

  async record(input: z.infer<typeof createCommission>) {
    const sameDay = await Commission.count({ where: { eventDate: input.eventDate, deliverySlot: input.deliverySlot } });
    if (sameDay >= 3) throw Object.assign(new Error('delivery slot is full'), { status: 409 });
    return Commission.create(input);
  }

  async upcoming() {
    return Commission.findAll({ order: [['eventDate', 'ASC']], limit: 50 });
  }

  async ready() {
    await this.db.sequelize.authenticate();
  }
}

export function buildApp(ledger: LedgerService) {
  const app = express();
  app.use(express.json());

  app.get('/commissions', async (_req, res, next) => {
    try {
      res.json(await ledger.upcoming());
    } catch (err) {
      next(err);
    }
  });

  app.post('/commissions', async (req, res, next) => {
    const parsed = createCommission.safeParse(req.body);
    if (!parsed.success) return res.status(400).json(parsed.error.flatten());
    try {
      res.status(201).json(await ledger.record(parsed.data));
    } catch (err) {
      next(err);
    }
  });

  app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(err.status ?? 500).json({ error: err.status ? err.message : 'internal error' });
  });

  return app;
}

async function main() {
  const ledger = container.resolve(LedgerService);
  await ledger.ready();
  buildApp(ledger).listen(Number(process.env.PORT ?? 3000));
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
