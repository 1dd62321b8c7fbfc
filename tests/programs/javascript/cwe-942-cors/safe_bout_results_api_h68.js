// A bout results api program of the h68 set (cwe-942-cors).
// fencing clubs: member API used by the club website and the scoring tablets for bouts and fees
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { getSignedCookie } from 'hono/cookie';
import { serve } from '@hono/node-server';
import { db } from './lib/db.js';

const ALLOWED_ORIGINS = new Set([
  'https://fechtclub-nordheide.de',
  'https://www.fechtclub-nordheide.de',
  'https://tablets.fechtclub-nordheide.de',
]);

const app = new Hono();

app.use(
  '/api/*',
  cors({
    origin: (origin) => (ALLOWED_ORIGINS.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  }),
);

app.use('/api/*', async (c, next) => {
  const memberId = await getSignedCookie(c, process.env.COOKIE_SECRET, 'fc_member');
  if (!memberId) return c.json({ error: 'not signed in' }, 401);
  c.set('memberId', memberId);
  await next();
});

app.get('/api/me', async (c) => {
  const member = await db.members.get(c.get('memberId'));
  const { passwordHash, ...profile } = member ?? {};
  return c.json(profile);
});

app.get('/api/me/bouts', async (c) => {
  const { weapon, season = new Date().getFullYear() } = c.req.query();
  const bouts = await db.bouts.forMember(c.get('memberId'), { season: Number(season) });
  const filtered = bouts.filter((b) => !weapon || b.weapon === weapon);
  const [wins, losses] = filtered.reduce(([w, l], { won }) => (won ? [w + 1, l] : [w, l + 1]), [0, 0]);
  return c.json({
    season: Number(season),
    record: { wins, losses, indicator: filtered.reduce((s, b) => s + (b.touchesFor - b.touchesAgainst), 0) },
    last: filtered.toSorted((a, b) => b.foughtAt.localeCompare(a.foughtAt)).slice(0, 10),
  });
});

app.get('/api/me/fees', async (c) => {
  const invoices = await db.fees.forMember(c.get('memberId'));
  const open = invoices.filter(({ paidAt }) => !paidAt);
  return c.json({
    open,
    balance: open.reduce((sum, { amountCents }) => sum + amountCents, 0) / 100,
    iban: invoices.findLast(({ sepaMandate }) => sepaMandate)?.sepaMandate?.iban ?? null,
  });
});

app.post('/api/me/bouts', async (c) => {
  const { opponentId, weapon, touchesFor, touchesAgainst, foughtAt = new Date().toISOString() } = await c.req.json();
  if (![touchesFor, touchesAgainst].every(Number.isInteger)) return c.json({ error: 'touches must be integers' }, 400);
  const bout = await db.bouts.insert({
    memberId: c.get('memberId'),
    opponentId,
    weapon,
    touchesFor,
    touchesAgainst,
    won: touchesFor > touchesAgainst,
    foughtAt,
  });
  return c.json(bout, 201);
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8830) });
