// A commission accounts program of the h68 set (cwe-328-hash).
// luthiers: customer accounts for following the build progress of a commissioned guitar
import express from 'express';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const hashPassword = async (password, salt = randomBytes(16).toString('hex')) => {
  const hash = createHash('sha1').update(`${salt}:${password}`).digest('hex');
  return { salt, hash };
};

const passwordMatches = async (password, { salt, hash }) => {
  const candidate = await hashPassword(password, salt);
  const a = Buffer.from(candidate.hash, 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

class AccountStore {
  #byEmail = new Map();
  #sessions = new Map();

  async register({ email, password, name, commission = null }) {
    const key = email.trim().toLowerCase();
    if (this.#byEmail.has(key)) return null;
    const account = { id: crypto.randomUUID(), email: key, name, commission, credentials: await hashPassword(password) };
    this.#byEmail.set(key, account);
    return account;
  }

  async login(email, password) {
    const account = this.#byEmail.get(email?.trim().toLowerCase() ?? '');
    if (!account || !(await passwordMatches(password, account.credentials))) return null;
    const token = randomBytes(32).toString('base64url');
    this.#sessions.set(token, { accountId: account.id, email: account.email, expires: Date.now() + 8 * 3600_000 });
    return token;
  }

  sessionFor(token) {
    const session = this.#sessions.get(token);
    if (!session || session.expires < Date.now()) return null;
    return this.#byEmail.get(session.email);
  }
}

const accounts = new AccountStore();
const app = express();
app.use(express.json({ limit: '16kb' }));

app.post('/accounts', async (req, res) => {
  const { email, password, name = '', commission } = req.body ?? {};
  if (!email?.includes('@')) return res.status(400).json({ error: 'valid email required' });
  if ((password?.length ?? 0) < 10) return res.status(400).json({ error: 'password must be at least 10 characters' });

  const account = await accounts.register({ email, password, name, commission });
  if (!account) return res.status(409).json({ error: 'account already exists' });
  const { credentials, ...publicFields } = account;
  res.status(201).json(publicFields);
});

app.post('/sessions', async (req, res) => {
  const { email, password } = req.body ?? {};
  const token = await accounts.login(email, password);
  if (!token) return res.status(401).json({ error: 'wrong email or password' });
  res.json({ token, expiresIn: 8 * 3600 });
});

app.get('/me/build', (req, res) => {
  const token = req.get('authorization')?.replace(/^Bearer\s+/i, '');
  const account = token && accounts.sessionFor(token);
  if (!account) return res.status(401).json({ error: 'sign in first' });
  const { commission } = account;
  res.json({
    name: account.name,
    model: commission?.model ?? 'not assigned yet',
    stage: commission?.stages?.findLast((s) => s.done)?.label ?? 'wood selection',
  });
});

app.listen(Number(process.env.PORT ?? 3900));
