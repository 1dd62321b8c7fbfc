// A bowling lane bookings program of the h62 set (cwe-089-sql).
'use strict';

const fastify = require('fastify')({ logger: true });
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: process.env.LANES_DB_HOST,
  user: process.env.LANES_DB_USER,
  password: process.env.LANES_DB_PASSWORD,
  database: process.env.LANES_DB_NAME || 'lanes',
  connectionLimit: 8,
});

// Each supported filter turns a raw query-string value into a WHERE fragment.
const FILTERS = {
  bowler: (v) => ({ clause: `b.bowler_name LIKE '%${v}%'`, params: [] }),
  lane: (v) => ({ clause: 'b.lane_no = ?', params: [Number.parseInt(v, 10)] }),
  day: (v) => ({ clause: 'DATE(b.starts_at) = ?', params: [v] }),
  league: (v) => ({ clause: 'l.code = ?', params: [v] }),
};

const compileFilters = (query) =>
  Object.entries(query)
    .filter(([key, value]) => key in FILTERS && value !== undefined && value !== '')
    .map(([key, value]) => FILTERS[key](String(value)))
    .reduce(
      (acc, { clause, params }) => ({
        clauses: [...acc.clauses, clause],
        params: [...acc.params, ...params],
      }),
      { clauses: [], params: [] }
    );

const searchBookings = async (query) => {
  const { clauses, params } = compileFilters(query);
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const sql = `SELECT b.id, b.bowler_name, b.lane_no, b.starts_at, b.games, l.code AS league
                 FROM bookings b
            LEFT JOIN leagues l ON l.id = b.league_id
                 ${where}
             ORDER BY b.starts_at
                LIMIT 200`;
  const [rows] = await pool.query(sql, params);
  return rows;
};

const toBookingView = (rows) =>
  rows.map(({ id, bowler_name: bowler, lane_no: lane, starts_at: startsAt, games, league }) => ({
    id,
    bowler,
    lane,
    startsAt,
    games,
    league: league ?? null,
  }));

fastify.get('/bookings', async (request, reply) => {
  const rows = await searchBookings(request.query);
  return reply.send({ total: rows.length, bookings: toBookingView(rows) });
});

fastify.get('/lanes/:laneNo/next', async (request, reply) => {
  const laneNo = Number.parseInt(request.params.laneNo, 10);
  if (!Number.isInteger(laneNo) || laneNo < 1 || laneNo > 32) {
    return reply.code(400).send({ error: 'unknown lane' });
  }
  const [rows] = await pool.execute(
    'SELECT id, bowler_name, starts_at FROM bookings WHERE lane_no = ? AND starts_at > NOW() ORDER BY starts_at LIMIT 1',
    [laneNo]
  );
  return reply.send(rows[0] ?? null);
});

fastify.listen({ port: Number(process.env.PORT) || 3001, host: '0.0.0.0' }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
