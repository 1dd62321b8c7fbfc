// Helper that encrypts customer national-id numbers before they are written to the database
const crypto = require('crypto');

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;

function loadKey() {
  const raw = process.env.FIELD_ENCRYPTION_KEY;
  if (!raw) {
    throw new Error('FIELD_ENCRYPTION_KEY is not configured');
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`FIELD_ENCRYPTION_KEY must decode to ${KEY_BYTES} bytes`);
  }
  return key;
}

class FieldVault {
  constructor(key = loadKey()) {
    this.key = key;
  }

  encrypt(plaintext) {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(String(plaintext), 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [iv, tag, body].map((b) => b.toString('base64')).join('.');
  }

  decrypt(token) {
    const [ivPart, tagPart, bodyPart] = String(token).split('.');
    const decipher = crypto.createDecipheriv(ALGORITHM, this.key, Buffer.from(ivPart, 'base64'));
    decipher.setAuthTag(Buffer.from(tagPart, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(bodyPart, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  }
}

async function saveCustomer(db, vault, customer) {
  const encryptedId = vault.encrypt(customer.nationalId);
  await db.query('INSERT INTO customers (name, national_id_enc) VALUES ($1, $2)', [
    customer.name,
    encryptedId,
  ]);
}

module.exports = { FieldVault, saveCustomer };
