// Helpers for encrypting customer tax identifiers before they are stored in the database
import crypto from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_ENV = 'FIELD_ENCRYPTION_KEY';
const IV_BYTES = 12;

function loadKey() {
  const hex = process.env[KEY_ENV];
  if (!hex || hex.length !== 64) {
    throw new Error(`${KEY_ENV} must be 32 bytes of hex`);
  }
  return Buffer.from(hex, 'hex');
}

const key = loadKey();

export function encryptField(plaintext) {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv(ALGORITHM, key, iv);
  const encrypted = Buffer.concat([cipher.update(String(plaintext), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
}

export function decryptField(stored) {
  const raw = Buffer.from(stored, 'base64');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + 16);
  const decipher = crypto.createDecipheriv(ALGORITHM, key, iv);
  decipher.setAuthTag(tag);
  const decrypted = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + 16)), decipher.final()]);
  return decrypted.toString('utf8');
}

export async function saveTaxId(db, customerId, taxId) {
  const normalized = String(taxId).replace(/[\s-]/g, '').toUpperCase();
  await db.query('UPDATE customers SET tax_id_enc = $1 WHERE id = $2', [encryptField(normalized), customerId]);
}

export async function readTaxId(db, customerId) {
  const { rows } = await db.query('SELECT tax_id_enc FROM customers WHERE id = $1', [customerId]);
  return rows.length ? decryptField(rows[0].tax_id_enc) : null;
}
