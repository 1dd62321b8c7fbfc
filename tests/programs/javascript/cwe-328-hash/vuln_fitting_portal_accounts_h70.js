// A fitting portal accounts program of the h70 set (cwe-328-hash).
import express from 'express';
import crypto from 'node:crypto';

const app = express();
app.use(express.urlencoded({ extended: false }));

const accounts = new Map(); // email -> { name, shoeSize, credential }

const digest = (password, salt) =>
  crypto.createHash('sha1').update(`${salt}:${password}`).digest('hex');

const makeCredential = (password) => {
  const salt = crypto.randomBytes(16).toString('hex');
  return { salt, hash: digest(password, salt) };
};

const matches = ({ salt, hash }, attempt) =>
  crypto.timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(digest(attempt, salt), 'hex'));

const rules = [
  [({ email }) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email ?? ''), 'a valid email'],
  [({ password }) => (password ?? '').length >= 10, 'a password of 10+ characters'],
  [({ shoeSize }) => Number(shoeSize) >= 30 && Number(shoeSize) <= 50, 'an EU shoe size'],
];

const problems = (form) => rules.filter(([ok]) => !ok(form)).map(([, need]) => need);

app.post('/accounts', (req, res) => {
  const missing = problems(req.body);
  if (missing.length) {
    return res.status(400).json({ error: `please provide ${missing.join(', ')}` });
  }
  const { email, password, name = '', shoeSize } = req.body;
  const key = email.toLowerCase();
  if (accounts.has(key)) {
    return res.status(409).json({ error: 'account exists' });
  }
  accounts.set(key, { name, shoeSize: Number(shoeSize), credential: makeCredential(password) });
  res.status(201).json({ email: key });
});

app.post('/sessions', (req, res) => {
  const { email = '', password = '' } = req.body;
  const account = accounts.get(email.toLowerCase());
  if (!account || !matches(account.credential, password)) {
    return res.status(401).json({ error: 'wrong email or password' });
  }
  const { name, shoeSize } = account;
  res.json({ welcome: name || email, shoeSize, nextFitting: null });
});

app.post('/accounts/password', (req, res) => {
  const { email = '', current = '', next = '' } = req.body;
  const account = accounts.get(email.toLowerCase());
  if (!account || !matches(account.credential, current) || next.length < 10) {
    return res.status(400).json({ error: 'cannot change password' });
  }
  accounts.set(email.toLowerCase(), { ...account, credential: makeCredential(next) });
  res.sendStatus(204);
});

app.listen(Number(process.env.PORT ?? 3450));
