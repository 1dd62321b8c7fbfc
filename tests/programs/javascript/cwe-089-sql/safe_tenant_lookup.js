// Next.js API route returning a tenant's billing plan and seat usage
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 5 });

function tenantSlug(req) {
  const { slug } = req.query;
  const value = Array.isArray(slug) ? slug[0] : slug;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

function toPlan(row) {
  return {
    name: row.name,
    plan: row.plan,
    seats: { used: row.seats_used, total: row.seats_total },
    renewsAt: row.renews_at,
  };
}

export default async function handler(req, res) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  const slug = tenantSlug(req);
  if (!slug || slug.length > 64) {
    return res.status(400).json({ error: 'slug required' });
  }
  const text =
    'SELECT t.name, p.plan, p.seats_used, p.seats_total, p.renews_at ' +
    'FROM tenants t JOIN plans p ON p.tenant_id = t.id ' +
    'WHERE t.slug = $1 AND t.deleted_at IS NULL';
  try {
    const { rows } = await pool.query({ text, values: [slug] });
    if (rows.length === 0) {
      return res.status(404).json({ error: 'unknown tenant' });
    }
    return res.status(200).json(toPlan(rows[0]));
  } catch (err) {
    console.error(err);
    return res.status(500).json({ error: 'lookup failed' });
  }
}
