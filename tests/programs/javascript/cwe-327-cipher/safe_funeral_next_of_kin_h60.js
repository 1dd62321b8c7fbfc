// A funeral next of kin program of the h60 set (cwe-327-cipher).
'use strict';

const crypto = require('crypto');
const fastify = require('fastify')({ logger: true });

// Arrangement files hold next-of-kin contact details and the informant's
// notes. Those fields are encrypted before they reach the case store.
const ALGORITHM = 'aes-256-gcm';
const { keyLength, ivLength } = crypto.getCipherInfo(ALGORITHM);
const FIELD_KEY = Buffer.from(process.env.NOK_FIELD_KEY || '', 'hex');
if (FIELD_KEY.length !== keyLength) {
  throw new Error(`NOK_FIELD_KEY must be ${keyLength} bytes of hex`);
}

const ENCRYPTED_FIELDS = ['nextOfKinName', 'nextOfKinPhone', 'nextOfKinAddress', 'informantNotes'];

const seal = (plain) => {
  const iv = crypto.randomBytes(ivLength);
  const cipher = crypto.createCipheriv(ALGORITHM, FIELD_KEY, iv);
  const data = Buffer.concat([cipher.update(String(plain), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
};

const unseal = (token) => {
  const [iv, tag, data] = token.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = crypto.createDecipheriv(ALGORITHM, FIELD_KEY, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
};

const mapFields = (record, fn) =>
  Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, ENCRYPTED_FIELDS.includes(k) && v != null ? fn(v) : v]),
  );

const cases = new Map();

fastify.put(
  '/cases/:caseNo/arrangement',
  {
    schema: {
      params: { type: 'object', properties: { caseNo: { type: 'string', pattern: '^FH-[0-9]{6}$' } } },
      body: {
        type: 'object',
        required: ['deceasedName', 'nextOfKinName', 'nextOfKinPhone'],
        properties: {
          deceasedName: { type: 'string', maxLength: 120 },
          serviceType: { type: 'string', enum: ['burial', 'cremation', 'memorial'] },
          nextOfKinName: { type: 'string', maxLength: 120 },
          nextOfKinPhone: { type: 'string', maxLength: 32 },
          nextOfKinAddress: { type: 'string', maxLength: 300 },
          informantNotes: { type: 'string', maxLength: 4000 },
        },
        additionalProperties: false,
      },
    },
  },
  async (request, reply) => {
    cases.set(request.params.caseNo, mapFields(request.body, seal));
    return reply.code(204).send();
  },
);

fastify.get('/cases/:caseNo/arrangement', async (request, reply) => {
  const stored = cases.get(request.params.caseNo);
  if (!stored) return reply.code(404).send({ error: 'no arrangement on file' });
  return mapFields(stored, unseal);
});

fastify.listen({ port: Number(process.env.PORT || 3000) }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
