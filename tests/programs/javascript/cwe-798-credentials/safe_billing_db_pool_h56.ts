// Data-access module and routes for a utility billing service's monthly invoices
import express, { Request, Response } from "express";
import { DataTypes, Model, Op, Sequelize } from "sequelize";
import { requireAccountAccess } from "./auth";

const requireEnv = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const dbConfig = {
  database: "billing",
  username: "billing_app",
  password: requireEnv("BILLING_DB_PASSWORD"),
  host: process.env.BILLING_DB_HOST ?? "billing-db.internal",
  port: Number(process.env.BILLING_DB_PORT ?? 5432),
};

const sequelize = new Sequelize(dbConfig.database, dbConfig.username, dbConfig.password, {
  host: dbConfig.host,
  port: dbConfig.port,
  dialect: "postgres",
  logging: false,
  pool: { max: 10, idle: 10_000 },
});

class Invoice extends Model {
  declare id: number;
  declare accountNo: string;
  declare period: string;
  declare kwh: number;
  declare totalCents: number;
}

Invoice.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    accountNo: { type: DataTypes.STRING(12), field: "account_no" },
    period: { type: DataTypes.STRING(7) },
    kwh: { type: DataTypes.DECIMAL(10, 2) },
    totalCents: { type: DataTypes.INTEGER, field: "total_cents" },
  },
  { sequelize, tableName: "invoices", timestamps: false }
);

const periodFrom = (value: unknown): string =>
  typeof value === "string" && /^\d{4}-\d{2}$/.test(value) ? value : "1970-01";

const app = express();

app.get("/accounts/:accountNo/invoices", requireAccountAccess, async (req: Request, res: Response) => {
  const invoices = await Invoice.findAll({
    where: { accountNo: req.params.accountNo, period: { [Op.gte]: periodFrom(req.query.from) } },
    order: [["period", "DESC"]],
    limit: 24,
  });
  res.json(invoices.map((i) => i.toJSON()));
});

sequelize.authenticate().then(() => app.listen(7300));
