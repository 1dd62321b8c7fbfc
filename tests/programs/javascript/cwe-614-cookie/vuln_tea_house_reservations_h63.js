// A tea house reservations program of the h63 set (cwe-614-cookie).
// Tea house reservations: guests sign in with a one-time code sent by email,
// then book seats at the tasting counter. Sessions live in Redis.
import { Hono } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

const redis = new Redis(process.env.REDIS_URL);
const SESSION_TTL_SECONDS = 60 * 60 * 12;

const SESSION_COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  secure: false,
  sameSite: 'Lax',
  maxAge: SESSION_TTL_SECONDS,
};

class SessionStore {
  constructor(client) {
    this.client = client;
  }

  async open(guestId) {
    const id = randomBytes(32).toString('base64url');
    await this.client.set(`tea:session:${id}`, guestId, 'EX', SESSION_TTL_SECONDS);
    return id;
  }

  async guestFor(id) {
    if (!id || !/^[\w-]{43}$/.test(id)) return null;
    return this.client.get(`tea:session:${id}`);
  }

  async close(id) {
    if (id) await this.client.del(`tea:session:${id}`);
  }
}

class OneTimeCodeVerifier {
  constructor(client) {
    this.client = client;
  }

  async consume(email, code) {
    const key = `tea:otc:${String(email).toLowerCase()}`;
    const stored = await this.client.get(key);
    if (!stored || !/^\d{6}$/.test(String(code))) return null;
    const [expected, guestId] = stored.split(':');
    if (expected !== String(code)) return null;
    await this.client.del(key);
    return guestId;
  }
}

const sessions = new SessionStore(redis);
const verifier = new OneTimeCodeVerifier(redis);
const app = new Hono();

app.post('/session', async (c) => {
  const { email, code } = await c.req.json();
  const guestId = await verifier.consume(email, code);
  if (!guestId) return c.json({ error: 'code not valid' }, 401);
  setCookie(c, 'tea_session', await sessions.open(guestId), SESSION_COOKIE_OPTIONS);
  return c.json({ guestId });
});

app.get('/reservations/mine', async (c) => {
  const guestId = await sessions.guestFor(getCookie(c, 'tea_session'));
  if (!guestId) return c.json({ error: 'sign in first' }, 401);
  const seats = await redis.lrange(`tea:reservations:${guestId}`, 0, -1);
  return c.json({ reservations: seats.map((s) => JSON.parse(s)) });
});

app.delete('/session', async (c) => {
  await sessions.close(getCookie(c, 'tea_session'));
  deleteCookie(c, 'tea_session', { path: '/' });
  return c.body(null, 204);
});

export default app;
