// A stockist redirect program of the h71 set (cwe-601-redirect).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const STOCKIST_URL = /^https:\/\/(www\.)?(orchardcellars\.co\.uk|thecidercrate\.com|applebarn-shop\.co\.uk)\//i;
const PRODUCT_CODE = /^[A-Z]{2}-\d{3}$/;

function checkDestination(query) {
  const { to, product } = query ?? {};
  if (typeof to !== 'string' || to.length === 0 || to.length > 500) {
    return { ok: false, error: 'missing destination' };
  }
  if (product !== undefined && !PRODUCT_CODE.test(product)) {
    return { ok: false, error: 'unknown product code' };
  }
  if (!STOCKIST_URL.test(to)) {
    return { ok: false, error: 'destination is not one of our stockists' };
  }
  return { ok: true, value: { to, product: product ?? null } };
}

async function recordClick({ to, product }, referer) {
  try {
    await pool.query(
      'INSERT INTO stockist_clicks (destination_host, product_code, referer, clicked_at) VALUES ($1, $2, $3, now())',
      [new URL(to).hostname, product, referer?.slice(0, 300) ?? null],
    );
  } catch (err) {
    // analytics must never block the redirect
    console.warn('click not recorded', err.message);
  }
}

const app = Fastify({ logger: true });

app.get('/go', async (request, reply) => {
  const result = checkDestination(request.query);
  if (!result.ok) {
    return reply.code(400).type('text/plain').send(`Sorry, that link is broken: ${result.error}`);
  }
  await recordClick(result.value, request.headers.referer);
  return reply.redirect(result.value.to, 302);
});

app.get('/stockists', async () => {
  const { rows } = await pool.query(
    `SELECT destination_host, count(*)::int AS clicks
       FROM stockist_clicks WHERE clicked_at > now() - interval '30 days'
      GROUP BY destination_host ORDER BY clicks DESC`,
  );
  return { last30Days: rows };
});

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
