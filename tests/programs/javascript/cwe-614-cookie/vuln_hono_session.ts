// Hono routes that issue and clear the session cookie after password authentication.
import { Hono } from 'hono';
import { setCookie, deleteCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { verifyCredentials, createSession, destroySession } from './sessions';

const SESSION_COOKIE = 'app_session';
const SESSION_TTL_SECONDS = 60 * 60 * 8;

const sessionCookieOptions: CookieOptions = {
  path: '/',
  httpOnly: true,
  secure: false,
  sameSite: 'Lax',
  maxAge: SESSION_TTL_SECONDS,
};

const auth = new Hono();

auth.post('/login', async (c) => {
  const { email, password } = await c.req.json<{ email?: string; password?: string }>();
  if (!email || !password) {
    return c.json({ error: 'email and password are required' }, 400);
  }
  const user = await verifyCredentials(email, password);
  if (!user) {
    return c.json({ error: 'invalid credentials' }, 401);
  }
  const sessionId = await createSession(user.id, SESSION_TTL_SECONDS);
  setCookie(c, SESSION_COOKIE, sessionId, sessionCookieOptions);
  return c.json({ id: user.id, name: user.name });
});

auth.post('/logout', async (c) => {
  const sessionId = getCookie(c, SESSION_COOKIE);
  if (sessionId) {
    await destroySession(sessionId);
  }
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return c.body(null, 204);
});

export default auth;
