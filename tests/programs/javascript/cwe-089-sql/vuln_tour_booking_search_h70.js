// A tour booking search program of the h70 set (cwe-089-sql).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const app = Fastify({ logger: true });

const FILTER_COLUMNS = new Map([
  ['cave', 'cave_name'],
  ['guide', 'guide_id'],
  ['status', 'booking_status'],
  ['date', 'tour_date'],
]);

const whereClause = (query) => {
  const pairs = Object.entries(query)
    .filter(([key, value]) => FILTER_COLUMNS.has(key) && value !== '')
    .map(([key, value]) => [FILTER_COLUMNS.get(key), value]);
  return {
    sql: pairs.length
      ? `WHERE ${pairs.map(([col], i) => `${col} = $${i + 1}`).join(' AND ')}`
      : '',
    params: pairs.map(([, value]) => value),
  };
};

const orderClause = ({ sort = 'date', dir = 'asc' }) => {
  const direction = String(dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  switch (sort) {
    case 'date':
      return `ORDER BY tour_date ${direction}, start_time ${direction}`;
    case 'party':
      return `ORDER BY party_size ${dir}`;
    case 'name':
      return `ORDER BY lead_name ${direction}`;
    default:
      return 'ORDER BY tour_date ASC';
  }
};

const pageClause = ({ page = 1, size = 25 }, offsetIndex) => {
  const limit = Math.min(Math.max(Number.parseInt(size, 10) || 25, 1), 100);
  const offset = (Math.max(Number.parseInt(page, 10) || 1, 1) - 1) * limit;
  return { sql: `LIMIT $${offsetIndex} OFFSET $${offsetIndex + 1}`, params: [limit, offset] };
};

app.get('/bookings', async (request) => {
  const where = whereClause(request.query);
  const paging = pageClause(request.query, where.params.length + 1);
  const text = [
    'SELECT id, lead_name, party_size, cave_name, tour_date, start_time, booking_status',
    'FROM bookings',
    where.sql,
    orderClause(request.query),
    paging.sql,
  ]
    .filter(Boolean)
    .join(' ');

  const { rows } = await pool.query(text, [...where.params, ...paging.params]);
  return {
    count: rows.length,
    bookings: rows.map(({ lead_name: lead, party_size: party, ...rest }) => ({ lead, party, ...rest })),
  };
});

app.get('/bookings/caves', async () => {
  const { rows } = await pool.query('SELECT DISTINCT cave_name FROM bookings ORDER BY cave_name');
  return rows.map(({ cave_name: cave }) => cave);
});

await app.listen({ port: Number(process.env.PORT ?? 3200), host: '0.0.0.0' });
