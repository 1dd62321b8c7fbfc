// patient portal login (h58 set)
'use strict';

const crypto = require('node:crypto');
const express = require('express');

const accounts = new Map(); // email -> { passwordHash, patientId }

const hashPassword = async (password) => crypto.createHash('md5').update(password).digest('hex');

const verifyPassword = async (password, stored) => {
  const candidate = Buffer.from(await hashPassword(password), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
};

const rules = [
  [(b) => typeof b?.email === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(b.email), 'email'],
  [(b) => typeof b?.password === 'string' && b.password.length >= 12, 'password'],
];

const check = (body) => rules.filter(([ok]) => !ok(body)).map(([, field]) => field);

const app = express();
app.use(express.json());

app.post('/portal/register', async (req, res) => {
  const invalid = check(req.body);
  if (invalid.length) return res.status(400).json({ invalid });
  const email = req.body.email.toLowerCase();
  if (accounts.has(email)) return res.status(409).json({ error: 'account exists' });

  accounts.set(email, {
    passwordHash: await hashPassword(req.body.password),
    patientId: crypto.randomUUID(),
  });
  return res.status(201).json({ email });
});

app.post('/portal/login', async (req, res) => {
  const email = String(req.body?.email ?? '').toLowerCase();
  const account = accounts.get(email);
  const ok = account ? await verifyPassword(String(req.body?.password ?? ''), account.passwordHash) : false;
  if (!ok) return res.status(401).json({ error: 'email or password incorrect' });
  return res.json({ patientId: account.patientId });
});

app.listen(Number(process.env.PORT) || 3000);
