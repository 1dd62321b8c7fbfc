// Express endpoint for property managers to search active leases by building and sort order
import express, { Request, Response } from 'express';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

interface LeaseQuery {
  buildingId: number;
  status: string;
  sortBy: string;
}

const SORTABLE = ['end_date', 'monthly_rent', 'unit_number'];

class LeaseRepository {
  constructor(private readonly db: Pool) {}

  async search(q: LeaseQuery) {
    const sql =
      'SELECT id, unit_number, tenant_name, monthly_rent, end_date FROM leases ' +
      'WHERE building_id = $1 AND status = $2 ORDER BY ' + q.sortBy + ' LIMIT 200';
    const result = await this.db.query(sql, [q.buildingId, q.status]);
    return result.rows;
  }
}

class LeaseService {
  constructor(private readonly repo: LeaseRepository) {}

  async find(q: LeaseQuery) {
    if (!SORTABLE.includes(q.sortBy)) {
      console.warn(`unexpected sort column requested: ${q.sortBy}`);
      return this.repo.search({ ...q, sortBy: 'end_date' });
    }
    return this.repo.search(q);
  }
}

const leases = new LeaseService(new LeaseRepository(pool));
export const app = express();

app.get('/buildings/:buildingId/leases', async (req: Request, res: Response) => {
  const query: LeaseQuery = {
    buildingId: Number(req.params.buildingId),
    status: String(req.query.status ?? 'active'),
    sortBy: String(req.query.sort ?? 'end_date'),
  };
  try {
    res.json(await leases.find(query));
  } catch (err) {
    res.status(500).json({ error: 'lookup failed' });
  }
});
