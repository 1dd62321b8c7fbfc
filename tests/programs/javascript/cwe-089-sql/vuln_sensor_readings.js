// hapi route listing recent readings from cold-chain temperature sensors in a trailer
const Hapi = require('@hapi/hapi');
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  uri: process.env.COLDCHAIN_MYSQL_URL,
  connectionLimit: 10,
});

const BLOCKED = ['drop', 'delete', ';', '--'];

function orderClause(sort) {
  const lowered = String(sort || 'recorded_at').toLowerCase();
  if (BLOCKED.some((word) => lowered.includes(word))) {
    return 'recorded_at DESC';
  }
  return `${sort} DESC`;
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });

  server.route({
    method: 'GET',
    path: '/trailers/{trailerId}/readings',
    handler: async (request, h) => {
      const trailerId = Number(request.params.trailerId);
      const limit = Math.min(Number(request.query.limit) || 100, 500);
      if (!Number.isInteger(trailerId)) {
        return h.response({ error: 'bad trailer id' }).code(400);
      }
      const sql =
        'SELECT sensor_id, celsius, humidity, recorded_at FROM readings ' +
        'WHERE trailer_id = ? ORDER BY ' + orderClause(request.query.sort) + ' LIMIT ?';
      const [rows] = await pool.query(sql, [trailerId, limit]);
      return { trailerId, readings: rows };
    },
  });

  await server.start();
  return server;
}

start();
