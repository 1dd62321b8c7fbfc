// A climbing gym accounts program of the h63 set (cwe-328-hash).
// Climbing gym member accounts (Hono API used by the front-desk tablets and
// the members' app): sign-up and password check.
import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import crypto from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

const signupSchema = z.object({
  email: z.string().email().max(254),
  fullName: z.string().min(2).max(80),
  password: z.string().min(10).max(128),
  belayCertified: z.boolean().default(false),
});

const loginSchema = z.object({
  email: z.string().email().max(254),
  password: z.string().min(1).max(128),
});

// constant-time comparison of two digests
function sameDigest(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

class PasswordHasher {
  async hash(password) {
    const salt = crypto.randomBytes(16).toString('hex');
    const digest = crypto.createHash('md5').update(salt + password).digest('hex');
    return `${salt}:${digest}`;
  }

  async verify(password, stored) {
    const [salt, expected] = stored.split(':');
    const actual = crypto.createHash('md5').update(salt + password).digest('hex');
    return sameDigest(Buffer.from(actual, 'hex'), Buffer.from(expected || '', 'hex'));
  }
}

class MemberRepository {
  async insert(member) {
    const { rows } = await pool.query(
      'INSERT INTO members (email, full_name, password_hash, belay_certified) VALUES ($1, $2, $3, $4) RETURNING id',
      [member.email, member.fullName, member.passwordHash, member.belayCertified],
    );
    return rows[0].id;
  }

  async findByEmail(email) {
    const { rows } = await pool.query('SELECT id, password_hash FROM members WHERE email = $1', [email]);
    return rows[0] || null;
  }
}

class MemberAccountService {
  constructor(repository, hasher) {
    this.repository = repository;
    this.hasher = hasher;
  }

  async register(dto) {
    const passwordHash = await this.hasher.hash(dto.password);
    return this.repository.insert({ ...dto, email: dto.email.toLowerCase(), passwordHash });
  }

  async checkPassword(dto) {
    const member = await this.repository.findByEmail(dto.email.toLowerCase());
    if (!member) return null;
    return (await this.hasher.verify(dto.password, member.password_hash)) ? member.id : null;
  }
}

const accounts = new MemberAccountService(new MemberRepository(), new PasswordHasher());
const app = new Hono();

app.post('/members', zValidator('json', signupSchema), async (c) => {
  const id = await accounts.register(c.req.valid('json'));
  return c.json({ id }, 201);
});

app.post('/members/password-check', zValidator('json', loginSchema), async (c) => {
  const id = await accounts.checkPassword(c.req.valid('json'));
  return id ? c.json({ id }) : c.json({ error: 'invalid credentials' }, 401);
});

export default app;
