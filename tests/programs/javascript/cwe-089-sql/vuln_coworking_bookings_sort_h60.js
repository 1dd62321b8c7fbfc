// A coworking bookings sort program of the h60 set (cwe-089-sql).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const mysql = require('mysql2/promise');

// Community managers browse desk and meeting-room bookings for a space and
// sort the list by whichever column they clicked in the admin table.
const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: process.env.DB_NAME,
  connectionLimit: 8,
});

const SORT_COLUMNS = {
  start: 'b.starts_at',
  member: 'm.display_name',
  room: 'r.name',
  created: 'b.created_at',
};
const DIRECTIONS = ['ASC', 'DESC'];

const parseListing = (query) => ({
  spaceId: Number.parseInt(query.space, 10),
  sort: String(query.sort || 'start'),
  direction: String(query.dir || 'ASC').toUpperCase(),
  page: Math.max(Number.parseInt(query.page, 10) || 1, 1),
});

const listingError = (listing) =>
  [
    [!Number.isInteger(listing.spaceId), 'space must be numeric'],
    [!DIRECTIONS.includes(listing.direction), 'dir must be ASC or DESC'],
  ].find(([failed]) => failed)?.[1];

const orderClause = (listing) => `${SORT_COLUMNS[listing.sort] || listing.sort} ${listing.direction}`;

const fetchBookings = async (listing) => {
  const [rows] = await pool.query(
    `SELECT b.id, m.display_name AS member, r.name AS room, b.starts_at, b.ends_at
       FROM bookings b
       JOIN members m ON m.id = b.member_id
       JOIN rooms r ON r.id = b.room_id
      WHERE r.space_id = ?
      ORDER BY ${orderClause(listing)}
      LIMIT 50 OFFSET ?`,
    [listing.spaceId, (listing.page - 1) * 50],
  );
  return rows;
};

const router = new Router();

router.get('/admin/bookings', async (ctx) => {
  const listing = parseListing(ctx.query);
  const problem = listingError(listing);
  if (problem) ctx.throw(400, problem);
  ctx.body = await fetchBookings(listing).then((rows) => ({ page: listing.page, rows }));
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 3000));
