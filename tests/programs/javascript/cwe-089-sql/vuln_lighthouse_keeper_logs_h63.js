// A lighthouse keeper logs program of the h63 set (cwe-089-sql).
// Keeper log API for the coastal lighthouse network.
// Each station records when the lamp was lit and a short weather note.
import { Hono } from 'hono';
import pg from 'pg';

const { Pool } = pg;

const SORT_COLUMNS = new Map([
  ['lit', 'lamp_lit_at'],
  ['keeper', 'keeper_name'],
  ['visibility', 'visibility_nm'],
]);

class KeeperLogQuery {
  constructor({ station, sortBy, limit }) {
    this.station = station;
    this.sortBy = sortBy;
    this.limit = limit;
  }

  getStation() { return this.station; }
  getSortBy() { return this.sortBy; }
  getLimit() { return Number(this.limit); }
}

class KeeperLogValidator {
  validate(query) {
    const errors = [];
    if (!query.getStation() || query.getStation().length > 64) {
      errors.push('station code is required (max 64 chars)');
    }
    const limit = query.getLimit();
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
      errors.push('limit must be an integer between 1 and 200');
    }
    return errors;
  }
}

class KeeperLogRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async findByStation(query, sortColumn) {
    const sql = `SELECT id, station_code, keeper_name, lamp_lit_at, visibility_nm, weather_note
                   FROM keeper_logs
                  WHERE station_code = '${query.getStation()}'
                  ORDER BY ${sortColumn} DESC
                  LIMIT $1`;
    const result = await this.pool.query(sql, [query.getLimit()]);
    return result.rows;
  }
}

class KeeperLogService {
  constructor(repository, validator) {
    this.repository = repository;
    this.validator = validator;
  }

  async search(query) {
    const errors = this.validator.validate(query);
    if (errors.length > 0) {
      const err = new Error(errors.join('; '));
      err.status = 400;
      throw err;
    }
    const sortColumn = SORT_COLUMNS.get(query.getSortBy()) ?? 'lamp_lit_at';
    return this.repository.findByStation(query, sortColumn);
  }
}

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const service = new KeeperLogService(new KeeperLogRepository(pool), new KeeperLogValidator());

export const app = new Hono();

app.get('/stations/:code/logs', async (c) => {
  const query = new KeeperLogQuery({
    station: c.req.param('code'),
    sortBy: c.req.query('sort'),
    limit: c.req.query('limit') ?? '50',
  });
  try {
    const logs = await service.search(query);
    return c.json({ station: query.getStation(), logs });
  } catch (err) {
    if (err.status === 400) {
      return c.json({ error: err.message }, 400);
    }
    throw err;
  }
});

export default app;
