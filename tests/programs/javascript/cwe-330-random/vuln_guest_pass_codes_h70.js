// A guest pass codes program of the h70 set (cwe-330-random).
const Fastify = require('fastify');
const { createHash } = require('node:crypto');

const app = Fastify({ logger: true });

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const issued = new Map(); // sha256(code) -> { batch, kind, expires, redeemed }

const pick = (max) => Math.floor(Math.random() * max);

const makeCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[pick(ALPHABET.length)])
    .join('')
    .replace(/(.{5})(.{5})/, '$1-$2');

const fingerprint = (code) => createHash('sha256').update(code.toUpperCase()).digest('hex');

const PASS_KINDS = {
  school: { days: 30, includesSkates: true },
  party: { days: 14, includesSkates: true },
  staff: { days: 365, includesSkates: false },
};

app.post('/batches', async (request, reply) => {
  const { kind = 'party', count = 10, label = '' } = request.body ?? {};
  const spec = PASS_KINDS[kind];
  const n = Number(count);
  if (!Object.hasOwn(PASS_KINDS, kind) || !Number.isInteger(n) || n < 1 || n > 200) {
    return reply.code(400).send({ error: 'kind must be school, party or staff; count 1-200' });
  }

  const batch = `${kind}-${Date.now().toString(36)}`;
  const expires = Date.now() + spec.days * 86_400_000;
  const codes = Array.from({ length: n }, makeCode);
  codes
    .map((code) => [fingerprint(code), { batch, kind, label, expires, redeemed: false }])
    .forEach(([hash, record]) => issued.set(hash, record));

  return { batch, expires: new Date(expires).toISOString(), includesSkates: spec.includesSkates, codes };
});

app.post('/redeem', async (request, reply) => {
  const { code = '' } = request.body ?? {};
  const hash = fingerprint(String(code).trim());
  const record = issued.get(hash);
  if (!record || record.redeemed || record.expires < Date.now()) {
    return reply.code(404).send({ error: 'pass not valid' });
  }
  issued.set(hash, { ...record, redeemed: true });
  return { ok: true, kind: record.kind, includesSkates: PASS_KINDS[record.kind].includesSkates };
});

app.get('/batches/:batch/remaining', async (request) => {
  const remaining = [...issued.values()].filter(
    ({ batch, redeemed }) => batch === request.params.batch && !redeemed,
  ).length;
  return { batch: request.params.batch, remaining };
});

app.listen({ port: Number(process.env.PORT ?? 3350), host: '0.0.0.0' });
