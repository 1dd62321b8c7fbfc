// Field-level encryption helpers for storing customer tax identifiers in the CRM database
const crypto = require('crypto');

const ALGORITHM = 'chacha20-poly1305';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

function loadKey() {
  const raw = process.env.FIELD_ENCRYPTION_KEY;
  if (!raw) {
    throw new Error('FIELD_ENCRYPTION_KEY is not set');
  }
  return crypto.createHash('sha256').update(raw).digest();
}

const key = loadKey();

function encryptTaxId(plain) {
  const normalized = String(plain).replace(/[^0-9]/g, '');
  if (normalized.length !== 9) {
    throw new Error('tax id must have 9 digits');
  }
  const iv = crypto.randomBytes(IV_LENGTH);
  const cipher = crypto.createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_LENGTH });
  const body = Buffer.concat([cipher.update(normalized, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${iv.toString('base64')}.${body.toString('base64')}.${tag.toString('base64')}`;
}

function decryptTaxId(stored) {
  const [ivB64, bodyB64, tagB64] = String(stored).split('.');
  const decipher = crypto.createDecipheriv(ALGORITHM, key, Buffer.from(ivB64, 'base64'), { authTagLength: TAG_LENGTH });
  decipher.setAuthTag(Buffer.from(tagB64, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(bodyB64, 'base64')), decipher.final()]);
  return plain.toString('utf8');
}

function maskTaxId(plain) {
  return `***-**-${String(plain).slice(-4)}`;
}

module.exports = { encryptTaxId, decryptTaxId, maskTaxId };
