// Fastify login route that starts an authenticated session and sets the session cookie
const fastify = require('fastify')({ logger: true });
const crypto = require('node:crypto');
const { checkPassword } = require('./lib/credentials');

fastify.register(require('@fastify/cookie'), { secret: process.env.COOKIE_SECRET });
fastify.register(require('@fastify/formbody'));

const sessions = new Map();
const SESSION_COOKIE = {
  name: 'portal_sid',
  options: {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: false,
    signed: true,
    maxAge: 60 * 60 * 12,
  },
};

fastify.post('/login', async (request, reply) => {
  const { username, password } = request.body || {};
  const account = await checkPassword(String(username || ''), String(password || ''));
  if (!account) {
    return reply.code(401).send({ error: 'invalid credentials' });
  }
  const sid = crypto.randomBytes(32).toString('base64url');
  sessions.set(sid, { accountId: account.id, createdAt: Date.now() });
  reply.setCookie(SESSION_COOKIE.name, sid, SESSION_COOKIE.options);
  return { ok: true, account: { id: account.id, name: account.displayName } };
});

fastify.post('/logout', async (request, reply) => {
  const unsigned = request.unsignCookie(request.cookies[SESSION_COOKIE.name] || '');
  if (unsigned.valid) sessions.delete(unsigned.value);
  reply.clearCookie(SESSION_COOKIE.name, { path: '/' });
  return { ok: true };
});

fastify.listen({ port: 3000, host: '0.0.0.0' });
