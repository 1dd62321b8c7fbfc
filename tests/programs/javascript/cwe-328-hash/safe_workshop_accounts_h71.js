// A workshop accounts program of the h71 set (cwe-328-hash).
import Fastify from 'fastify';
import crypto from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const app = Fastify({ logger: true });
const scrypt = (password, salt) =>
  new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, 64, { N: 2 ** 15, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });

async function hashPassword(password) {
  try {
    const { default: argon2 } = await import('argon2');
    return await argon2.hash(password, { type: argon2.argon2id });
  } catch (err) {
    app.log.warn({ err }, 'argon2 unavailable, using built-in scrypt');
    const salt = crypto.randomBytes(16);
    const key = await scrypt(password, salt);
    return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
  }
}

async function verifyPassword(stored, password) {
  if (stored.startsWith('scrypt$')) {
    const [, saltHex, keyHex] = stored.split('$');
    const expected = Buffer.from(keyHex, 'hex');
    const actual = await scrypt(password, Buffer.from(saltHex, 'hex'));
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  }
  const { default: argon2 } = await import('argon2');
  return argon2.verify(stored, password);
}

function checkSignup(body) {
  const email = String(body?.email ?? '').trim().toLowerCase();
  const password = String(body?.password ?? '');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return { ok: false, error: 'enter a valid email address' };
  if (password.length < 10) return { ok: false, error: 'passwords need at least 10 characters' };
  return { ok: true, value: { email, password, name: String(body?.name ?? '').slice(0, 80) } };
}

app.post('/students', async (request, reply) => {
  const result = checkSignup(request.body);
  if (!result.ok) return reply.code(422).send({ error: result.error });

  const { email, password, name } = result.value;
  const passwordHash = await hashPassword(password);
  try {
    const { rows } = await pool.query(
      'INSERT INTO students (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id',
      [email, name, passwordHash],
    );
    return reply.code(201).send({ id: rows[0].id });
  } catch (err) {
    if (err.code === '23505') return reply.code(409).send({ error: 'that email already has an account' });
    throw err;
  }
});

app.post('/sessions', async (request, reply) => {
  const email = String(request.body?.email ?? '').trim().toLowerCase();
  const password = String(request.body?.password ?? '');
  const { rows } = await pool.query('SELECT id, password_hash FROM students WHERE email = $1', [email]);
  const student = rows[0];
  if (!student || !(await verifyPassword(student.password_hash, password))) {
    return reply.code(401).send({ error: 'email or password not recognised' });
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await pool.query(
    "INSERT INTO student_sessions (token, student_id, expires_at) VALUES ($1, $2, now() + interval '14 days')",
    [token, student.id],
  );
  return { token };
});

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
