// A grower portal session program of the h70 set (cwe-614-cookie).
import express from 'express';
import cookieParser from 'cookie-parser';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt);
const app = express();
app.set('trust proxy', 1);
app.use(express.json());
app.use(cookieParser());

const SESSION_COOKIE = 'grower_sid';
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const sessions = new Map();
const members = new Map(); // loaded from the co-op ledger at startup

const cookieOptions = () => ({
  path: '/',
  maxAge: SESSION_TTL_MS,
  sameSite: 'strict',
  httpOnly: true,
  secure: true,
});

const verifyPassword = async ({ salt, hash }, password) => {
  const derived = await scryptAsync(password, Buffer.from(salt, 'hex'), 64);
  return timingSafeEqual(derived, Buffer.from(hash, 'hex'));
};

const startSession = (memberId) => {
  const sid = randomBytes(32).toString('base64url');
  sessions.set(sid, { memberId, expires: Date.now() + SESSION_TTL_MS });
  return sid;
};

const currentMember = (req) => {
  const session = sessions.get(req.cookies[SESSION_COOKIE]);
  return session && session.expires > Date.now() ? members.get(session.memberId) : undefined;
};

app.post('/login', async (req, res) => {
  const { memberNo = '', password = '' } = req.body ?? {};
  const member = [...members.values()].find(({ number }) => number === memberNo.trim());
  if (!member || !(await verifyPassword(member.credential, password))) {
    return res.status(401).json({ error: 'member number or password not recognised' });
  }
  res.cookie(SESSION_COOKIE, startSession(member.id), cookieOptions());
  res.json({ name: member.name, farm: member.farm });
});

app.get('/deliveries', (req, res) => {
  const member = currentMember(req);
  if (!member) return res.sendStatus(401);
  const upcoming = (member.deliveries ?? [])
    .filter(({ date }) => new Date(date) >= new Date())
    .map(({ date, tonnes, depot }) => ({ date, tonnes, depot }));
  res.json(upcoming);
});

app.post('/logout', (req, res) => {
  sessions.delete(req.cookies[SESSION_COOKIE]);
  res.clearCookie(SESSION_COOKIE, cookieOptions());
  res.sendStatus(204);
});

app.listen(Number(process.env.PORT ?? 4150));
