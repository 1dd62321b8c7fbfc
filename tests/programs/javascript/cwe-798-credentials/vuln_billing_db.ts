// Database module creating the shared PostgreSQL connection pool for the billing service
import { Pool, PoolConfig, QueryResultRow } from 'pg';

const poolConfig: PoolConfig = {
  host: process.env.PGHOST || 'billing-db.internal',
  port: Number(process.env.PGPORT || 5432),
  database: 'billing',
  user: 'billing_app',
  password: 'Bq7#kQ2m!vR9pL4zT1',
  max: 20,
  idleTimeoutMillis: 30_000,
  connectionTimeoutMillis: 5_000,
  ssl: { rejectUnauthorized: true },
};

let pool: Pool | null = null;

export function getPool(): Pool {
  if (!pool) {
    pool = new Pool(poolConfig);
    pool.on('error', (err) => console.error('idle client error', err.message));
  }
  return pool;
}

export async function query<T extends QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const result = await getPool().query<T>(text, values);
  return result.rows;
}

export async function invoiceTotals(accountId: string) {
  return query<{ month: string; total_cents: string }>(
    'SELECT to_char(issued_at, $2) AS month, sum(amount_cents) AS total_cents FROM invoices WHERE account_id = $1 GROUP BY 1 ORDER BY 1',
    [accountId, 'YYYY-MM'],
  );
}

export async function closePool(): Promise<void> {
  if (pool) {
    await pool.end();
    pool = null;
  }
}
