// A batch search program of the h71 set (cwe-089-sql).
import express from 'express';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

class SearchParamError extends Error {
  constructor(field, message) {
    super(message);
    this.name = 'SearchParamError';
    this.field = field;
    this.status = 400;
  }
}

function pageSize(raw) {
  const size = Number(raw ?? 25);
  if (!Number.isInteger(size) || size < 1 || size > 200) {
    throw new SearchParamError('limit', 'limit must be a whole number between 1 and 200');
  }
  return size;
}

function orderClause(sort) {
  switch (sort) {
    case undefined:
    case 'pressed':
      return 'pressed_on DESC';
    case 'volume':
      return 'litres DESC, pressed_on DESC';
    case 'apple':
    case 'variety':
      return 'variety ASC, pressed_on DESC';
    case 'gravity':
      return 'original_gravity DESC';
    default:
      throw new SearchParamError('sort', `cannot sort batches by "${sort}"`);
  }
}

const app = express();

app.get('/batches', async (req, res, next) => {
  try {
    const { orchard, variety, sort } = req.query;
    const limit = pageSize(req.query.limit);

    const filters = [];
    const values = [];
    if (orchard) {
      values.push(orchard);
      filters.push(`orchard = $${values.length}`);
    }
    if (variety) {
      values.push(`%${variety}%`);
      filters.push(`variety ILIKE $${values.length}`);
    }
    values.push(limit);

    const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
    const sql = `SELECT id, orchard, variety, litres, original_gravity, pressed_on
                   FROM batches ${where}
                  ORDER BY ${orderClause(sort)}
                  LIMIT $${values.length}`;
    const { rows } = await pool.query(sql, values);
    res.json({ count: rows.length, batches: rows });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  if (err instanceof SearchParamError) {
    return res.status(err.status).json({ field: err.field, error: err.message });
  }
  console.error(err);
  res.status(500).json({ error: 'search failed' });
});

app.listen(Number(process.env.PORT ?? 3000));
