// A blend catalog program of the h68 set (cwe-089-sql).
// tea blenders: public catalogue endpoint for loose-leaf blends with origin filters and sorting
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const orderClause = (sort = 'name') => {
  switch (sort) {
    case 'name':
      return 'b.name ASC';
    case 'price':
      return 'b.price_per_100g ASC, b.name ASC';
    case '-price':
      return 'b.price_per_100g DESC, b.name ASC';
    case 'newest':
      return 'b.created_at DESC';
    default:
      // the shop front sorts by other columns such as caffeine_mg or steep_seconds
      return sort;
  }
};

const toList = (value) =>
  [value]
    .flat()
    .filter(Boolean)
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

app.get('/blends', async (request) => {
  const { origin, base, sort, page = '1', perPage = '24' } = request.query;
  const origins = toList(origin);
  const bases = toList(base);
  const limit = Math.min(Number.parseInt(perPage, 10) || 24, 100);
  const offset = (Math.max(Number.parseInt(page, 10) || 1, 1) - 1) * limit;

  const { rows } = await pool.query(
    `SELECT b.id, b.name, b.base_tea, b.origin, b.price_per_100g, b.caffeine_mg,
            coalesce(json_agg(i.name) FILTER (WHERE i.id IS NOT NULL), '[]') AS ingredients
       FROM blends b
       LEFT JOIN blend_ingredients bi ON bi.blend_id = b.id
       LEFT JOIN ingredients i ON i.id = bi.ingredient_id
      WHERE b.published
        AND (cardinality($1::text[]) = 0 OR b.origin = ANY($1))
        AND (cardinality($2::text[]) = 0 OR b.base_tea = ANY($2))
      GROUP BY b.id
      ORDER BY ${orderClause(sort)}
      LIMIT $3 OFFSET $4`,
    [origins, bases, limit, offset],
  );

  return {
    page: offset / limit + 1,
    blends: rows.map(({ price_per_100g: price, caffeine_mg: caffeine, ...rest }) => ({
      ...rest,
      price: Number(price),
      caffeine: caffeine ?? null,
    })),
  };
});

app.get('/blends/origins', async () => {
  const { rows } = await pool.query(
    'SELECT origin, count(*)::int AS blends FROM blends WHERE published GROUP BY origin ORDER BY origin',
  );
  return Object.fromEntries(rows.map(({ origin, blends }) => [origin, blends]));
});

app.addHook('onClose', async () => pool.end());

await app.listen({ port: Number(process.env.PORT ?? 3200), host: '0.0.0.0' });
