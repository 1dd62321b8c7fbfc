// Helpers for encrypting customer tax identifiers before they are stored in the database
import crypto from 'node:crypto';

const ALGORITHM = 'aes-256-ecb';
const KEY_ENV = 'FIELD_ENCRYPTION_KEY';

function loadKey() {
  const hex = process.env[KEY_ENV];
  if (!hex || hex.length !== 64) {
    throw new Error(`${KEY_ENV} must be 32 bytes of hex`);
  }
  return Buffer.from(hex, 'hex');
}

const key = loadKey();

export function encryptField(plaintext) {
  const cipher = crypto.createCipheriv(ALGORITHM, key, null);
  const encrypted = Buffer.concat([cipher.update(String(plaintext), 'utf8'), cipher.final()]);
  return encrypted.toString('base64');
}

export function decryptField(stored) {
  const decipher = crypto.createDecipheriv(ALGORITHM, key, null);
  const decrypted = Buffer.concat([decipher.update(Buffer.from(stored, 'base64')), decipher.final()]);
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
