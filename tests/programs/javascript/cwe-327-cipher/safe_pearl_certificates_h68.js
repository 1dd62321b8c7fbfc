// A pearl certificates program of the h68 set (cwe-327-cipher).
// pearl farms: issues sealed authenticity codes printed as QR codes on pearl grading certificates
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const passphrase = process.env.CERT_SEAL_PASSPHRASE;
if (!passphrase) throw new Error('CERT_SEAL_PASSPHRASE is not set');
const KEY = scryptSync(passphrase, 'pearl-cert-v1', 32);
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const seal = (claims) => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
};

const open = (code) => {
  const raw = Buffer.from(code, 'base64url');
  const decipher = createDecipheriv(ALGORITHM, KEY, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(json);
};

const certificates = new Map();

const app = new Hono();

app.post('/certificates', async (c) => {
  const {
    pearl: { type = 'akoya', diameterMm, lustre = 'excellent', nacreMm, colour, origin = 'Ago Bay' } = {},
    grader,
    ...rest
  } = await c.req.json();
  if (!diameterMm || !grader) return c.json({ error: 'diameterMm and grader are required' }, 400);

  const serial = `PC-${Date.now().toString(36).toUpperCase()}`;
  const claims = { serial, type, diameterMm, lustre, nacreMm, colour, origin, grader, issued: new Date().toISOString() };
  const code = seal(claims);
  certificates.set(serial, { ...claims, notes: rest.notes ?? null });

  return c.json({ serial, code, verifyUrl: `https://verify.ago-shinju.jp/c/${code}` }, 201);
});

app.get('/verify/:code', (c) => {
  let claims;
  try {
    claims = open(c.req.param('code'));
  } catch {
    return c.json({ valid: false, reason: 'code could not be read' }, 400);
  }
  const stored = certificates.get(claims.serial);
  const matches = stored && Object.entries(claims).every(([k, v]) => stored[k] === v);
  return c.json({ valid: Boolean(matches), certificate: matches ? claims : undefined });
});

app.get('/certificates', (c) => {
  const recent = [...certificates.values()].toSorted((a, b) => b.issued.localeCompare(a.issued)).slice(0, 20);
  return c.json(recent.map(({ serial, type, diameterMm, grader }) => ({ serial, type, diameterMm, grader })));
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8810) });
