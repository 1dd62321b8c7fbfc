// claim field vault (h58 set)
'use strict';

const crypto = require('node:crypto');
const express = require('express');

const ALGORITHM = 'des-ede3-cbc';
const KEY = Buffer.from(process.env.CLAIMS_FIELD_KEY ?? '', 'hex').subarray(0, 24);
const IV_BYTES = 8;

const SENSITIVE = ['policyholderTaxId', 'payoutAccount', 'medicalNotes'];

const encrypt = (plain) => {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv(ALGORITHM, KEY, iv);
  const body = Buffer.concat([cipher.update(String(plain), 'utf8'), cipher.final()]);
  return [iv, body].map((b) => b.toString('base64')).join('.');
};

const decrypt = (sealed) => {
  const [iv, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = crypto.createDecipheriv(ALGORITHM, KEY, iv);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
};

const mapFields = (fn) => (record) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, SENSITIVE.includes(k) && v != null ? fn(v) : v]));

const seal = mapFields(encrypt);
const unseal = mapFields(decrypt);

const claims = new Map();

const app = express();
app.use(express.json());

app.post('/claims', (req, res) => {
  const { policyNumber, lossDate, amount } = req.body ?? {};
  if (!/^POL-\d{8}$/.test(policyNumber ?? '')) return res.status(400).json({ error: 'policyNumber' });
  if (!(Number(amount) > 0)) return res.status(400).json({ error: 'amount' });

  const id = crypto.randomUUID();
  claims.set(id, seal({ ...req.body, lossDate: lossDate ?? null, amount: Number(amount), openedAt: Date.now() }));
  return res.status(201).json({ id });
});

app.get('/claims/:id', (req, res) => {
  const stored = claims.get(req.params.id);
  if (!stored) return res.sendStatus(404);
  return res.json(req.query.reveal === 'true' ? unseal(stored) : stored);
});

if (KEY.length === 0) throw new Error('CLAIMS_FIELD_KEY is not configured');
app.listen(Number(process.env.PORT) || 3000);
