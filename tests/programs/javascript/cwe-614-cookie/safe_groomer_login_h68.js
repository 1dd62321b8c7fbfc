// A groomer login program of the h68 set (cwe-614-cookie).
// dog groomers: sign-in for salon staff who manage the day's grooming table and client notes
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { findStaffByEmail } from './lib/staff.js';

const scryptAsync = promisify(scrypt);
const SESSION_COOKIE = 'pawsalon_session';
const SESSION_TTL_S = 10 * 3600;

const sessions = new Map();

const cookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  // TLS terminates at the load balancer; browsers still only see https
  secure: true,
  maxAge: SESSION_TTL_S,
  signed: true,
};

const verifyPassword = async (password, stored) => {
  const [salt, hashHex] = stored.split('$');
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(String(password), salt, expected.length);
  return timingSafeEqual(actual, expected);
};

const app = Fastify({ logger: true, trustProxy: true });
await app.register(cookie, { secret: process.env.COOKIE_SECRET });

app.post('/staff/login', async (request, reply) => {
  const { email = '', password = '' } = request.body ?? {};
  const staff = await findStaffByEmail(email.trim().toLowerCase());
  if (!staff || !(await verifyPassword(password, staff.passwordHash))) {
    return reply.code(401).send({ error: 'wrong email or password' });
  }

  const sid = randomBytes(32).toString('base64url');
  sessions.set(sid, { staffId: staff.id, salon: staff.salonId, role: staff.role, expires: Date.now() + SESSION_TTL_S * 1000 });
  reply.setCookie(SESSION_COOKIE, sid, cookieOptions);
  return { name: staff.displayName, role: staff.role, salon: staff.salonId };
});

app.addHook('preHandler', async (request, reply) => {
  if (!request.url.startsWith('/salon/')) return;
  const { valid, value } = request.unsignCookie(request.cookies[SESSION_COOKIE] ?? '');
  const session = valid ? sessions.get(value) : undefined;
  if (!session || session.expires < Date.now()) return reply.code(401).send({ error: 'please sign in' });
  request.staff = session;
});

app.get('/salon/today', async (request) => {
  const { salon, role } = request.staff;
  return { salon, role, date: new Date().toISOString().slice(0, 10), canEditNotes: ['owner', 'senior'].includes(role) };
});

app.post('/staff/logout', async (request, reply) => {
  const { valid, value } = request.unsignCookie(request.cookies[SESSION_COOKIE] ?? '');
  if (valid) sessions.delete(value);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return { ok: true };
});

await app.listen({ port: Number(process.env.PORT ?? 3800), host: '0.0.0.0' });
