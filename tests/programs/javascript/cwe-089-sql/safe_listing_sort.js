// Koa router listing rental properties with sorting and pagination backed by PostgreSQL
import Router from '@koa/router';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
export const listingsRouter = new Router();

const PAGE_SIZE = 25;

const SORT_COLUMNS = {
  created: 'created_at',
  price: 'nightly_rate',
  rating: 'rating',
  city: 'city',
};

function buildQuery({ sort, direction, page }) {
  const column = Object.hasOwn(SORT_COLUMNS, sort) ? SORT_COLUMNS[sort] : SORT_COLUMNS.created;
  const dir = String(direction).toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  const offset = (Math.max(parseInt(page, 10) || 1, 1) - 1) * PAGE_SIZE;
  return {
    text: `SELECT id, title, city, nightly_rate, rating
             FROM listings
            WHERE published = true
            ORDER BY ${column} ${dir}
            LIMIT $1 OFFSET $2`,
    values: [PAGE_SIZE, offset],
  };
}

listingsRouter.get('/listings', async (ctx) => {
  const sort = ctx.query.sort || 'created';
  const query = buildQuery({ sort, direction: ctx.query.dir, page: ctx.query.page });
  const { rows } = await pool.query(query);
  ctx.body = { page: Number(ctx.query.page) || 1, items: rows };
});

export default listingsRouter;
