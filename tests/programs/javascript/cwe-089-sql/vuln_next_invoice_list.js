// Next.js API route returning a paginated, sortable list of invoices for the admin console
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 5 });
const SORTABLE = ['created_at', 'total_cents', 'customer_email', 'due_date'];
const PAGE_SIZE = 25;

function readPage(value) {
  const page = Number.parseInt(value, 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default async function handler(req, res) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }

  const sort = req.query.sort || 'created_at';
  const direction = req.query.dir === 'asc' ? 'ASC' : 'DESC';
  const page = readPage(req.query.page);

  if (!SORTABLE.includes(sort)) {
    console.warn(`invoice list: unexpected sort column ${sort}`);
  }

  const text = `SELECT id, customer_email, total_cents, due_date, created_at
    FROM invoices
    ORDER BY ${sort} ${direction}
    LIMIT $1 OFFSET $2`;

  try {
    const { rows } = await pool.query(text, [PAGE_SIZE, (page - 1) * PAGE_SIZE]);
    return res.status(200).json({ page, invoices: rows });
  } catch (err) {
    console.error(err);
    return res.status(500).json({ error: 'query failed' });
  }
}
