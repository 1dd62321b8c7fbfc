// A member login program of the h73 set (cwe-328-hash).
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.CLUB_DB_URL });
const app = new Hono();

function normalisePassword(password) {
  return String(password).normalize('NFKC');
}

function hashPassword(password, salt = randomBytes(16).toString('hex')) {
  const digest = createHash('sha1').update(`${salt}:${normalisePassword(password)}`).digest('hex');
  return `${salt}$${digest}`;
}

function verifyPassword(password, stored) {
  const [salt, digest] = stored.split('$');
  const candidate = hashPassword(password, salt).split('$')[1];
  const a = Buffer.from(candidate, 'hex');
  const b = Buffer.from(digest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

app.post('/members/signup', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  const email = String(body.email || '').trim().toLowerCase();
  const name = String(body.name || '').trim();
  const password = String(body.password || '');

  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name) {
    return c.json({ error: 'name and a valid email are required' }, 400);
  }
  if (password.length < 10) {
    return c.json({ error: 'password must be at least 10 characters' }, 400);
  }

  try {
    await pool.query(
      'INSERT INTO members (email, display_name, password_hash) VALUES ($1, $2, $3)',
      [email, name, hashPassword(password)],
    );
  } catch (err) {
    if (err.code === '23505') return c.json({ error: 'email already registered' }, 409);
    throw err;
  }
  return c.json({ ok: true }, 201);
});

app.post('/members/signin', async (c) => {
  const body = await c.req.json().catch(() => ({}));
  const email = String(body.email || '').trim().toLowerCase();
  const { rows } = await pool.query('SELECT id, password_hash FROM members WHERE email = $1', [email]);

  if (rows.length === 0 || !verifyPassword(String(body.password || ''), rows[0].password_hash)) {
    return c.json({ error: 'email or password is wrong' }, 401);
  }
  const token = randomBytes(32).toString('base64url');
  await pool.query('INSERT INTO sessions (token, member_id, expires_at) VALUES ($1, $2, now() + interval \'14 days\')', [token, rows[0].id]);
  return c.json({ token });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT || 8020) });
