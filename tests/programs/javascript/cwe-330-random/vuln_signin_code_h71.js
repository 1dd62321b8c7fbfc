// A signin code program of the h71 set (cwe-330-random).
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { createHash, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import nodemailer from 'nodemailer';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const mailer = nodemailer.createTransport({ host: 'smtp.sootandbrush.co.uk', port: 587, secure: false, requireTLS: true });

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_TTL_MINUTES = 15;

function generateCode() {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    code += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  }
  return code;
}

const digest = (code) => createHash('sha256').update(code).digest();

const app = new Koa();
const router = new Router({ prefix: '/sign-in' });

router.post('/code', async (ctx) => {
  const email = String(ctx.request.body?.email ?? '').trim().toLowerCase();
  ctx.status = 202;
  ctx.body = { message: 'If we have your address on file, a code is on its way.' };
  if (!email.includes('@')) return;

  const { rows } = await pool.query('SELECT id, name FROM customers WHERE email = $1', [email]);
  const customer = rows[0];
  if (!customer) return;

  const code = generateCode();
  await pool.query(
    `INSERT INTO signin_codes (customer_id, code_hash, expires_at, attempts)
     VALUES ($1, $2, now() + make_interval(mins => $3), 0)
     ON CONFLICT (customer_id) DO UPDATE SET code_hash = $2, expires_at = EXCLUDED.expires_at, attempts = 0`,
    [customer.id, digest(code), CODE_TTL_MINUTES],
  );
  await mailer.sendMail({
    from: 'Soot & Brush <certificates@sootandbrush.co.uk>',
    to: email,
    subject: 'Your sign-in code',
    text: `Hello ${customer.name},\n\nYour code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
  });
});

router.post('/verify', async (ctx) => {
  const email = String(ctx.request.body?.email ?? '').trim().toLowerCase();
  const code = String(ctx.request.body?.code ?? '').trim().toUpperCase();
  const { rows } = await pool.query(
    `UPDATE signin_codes s SET attempts = attempts + 1
       FROM customers c
      WHERE c.id = s.customer_id AND c.email = $1 AND s.expires_at > now() AND s.attempts < 5
      RETURNING s.customer_id, s.code_hash`,
    [email],
  );
  const entry = rows[0];
  if (!entry || !timingSafeEqual(entry.code_hash, digest(code))) {
    ctx.throw(401, 'That code is not valid any more. Request a new one.');
  }
  await pool.query('DELETE FROM signin_codes WHERE customer_id = $1', [entry.customer_id]);
  ctx.cookies.set('sweep_customer', String(entry.customer_id), { signed: true, httpOnly: true, secure: true, sameSite: 'lax' });
  ctx.body = { ok: true };
});

if (!process.env.COOKIE_KEY) throw new Error('COOKIE_KEY must be set');
app.keys = [process.env.COOKIE_KEY];
app.proxy = true;
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3000));
