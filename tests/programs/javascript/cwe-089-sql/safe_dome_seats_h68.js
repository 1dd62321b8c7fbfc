// A dome seats program of the h68 set (cwe-089-sql).
// planetariums: holds dome seats for a show while the visitor completes checkout
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import mysql from 'mysql2/promise';

const pool = mysql.createPool({
  uri: process.env.MYSQL_URL,
  connectionLimit: 8,
  namedPlaceholders: false,
});

const HOLD_MINUTES = 10;

const normalizeSeat = (seat) => String(seat).trim().toUpperCase();

const router = new Router({ prefix: '/shows' });

router.post('/:showId/holds', async (ctx) => {
  const showId = Number.parseInt(ctx.params.showId, 10);
  if (!Number.isInteger(showId)) ctx.throw(400, 'bad show id');

  const { seats: requested = [], visitor: { sessionId } = {} } = ctx.request.body ?? {};
  const seats = [...new Set(requested.map(normalizeSeat))];
  if (!sessionId) ctx.throw(400, 'missing session');
  if (seats.length === 0 || seats.length > 8) ctx.throw(400, 'choose between 1 and 8 seats');

  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const seatList = seats.map(() => '?').join(', ');
    const [taken] = await conn.query(
      `SELECT seat_code FROM seat_holds
        WHERE show_id = ? AND seat_code IN (${seatList})
          AND (expires_at > NOW() OR confirmed = 1)
        FOR UPDATE`,
      [showId, ...seats],
    );
    if (taken.length > 0) {
      await conn.rollback();
      ctx.status = 409;
      ctx.body = { error: 'seats already held', seats: taken.map(({ seat_code }) => seat_code) };
      return;
    }

    const rows = seats.map((seat) => [showId, seat, sessionId]);
    await conn.query(
      `INSERT INTO seat_holds (show_id, seat_code, session_id, expires_at)
       VALUES ${rows.map(() => `(?, ?, ?, NOW() + INTERVAL ${HOLD_MINUTES} MINUTE)`).join(', ')}`,
      rows.flat(),
    );
    await conn.commit();
    ctx.status = 201;
    ctx.body = { showId, seats, expiresInMinutes: HOLD_MINUTES };
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
});

router.get('/:showId/seats', async (ctx) => {
  const [rows] = await pool.execute(
    `SELECT seat_code, confirmed FROM seat_holds
      WHERE show_id = ? AND (expires_at > NOW() OR confirmed = 1)`,
    [Number.parseInt(ctx.params.showId, 10)],
  );
  ctx.body = Object.fromEntries(rows.map(({ seat_code, confirmed }) => [seat_code, confirmed ? 'sold' : 'held']));
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 4400));
