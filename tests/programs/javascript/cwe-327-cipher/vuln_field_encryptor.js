// Helper that encrypts personal data columns before they are written to the database
const crypto = require('crypto');

const settings = {
  algorithm: 'des-ede3-cbc',
  keyLength: 24,
  ivLength: 8,
};

function loadKey() {
  const raw = process.env.PII_ENCRYPTION_KEY;
  if (!raw) throw new Error('PII_ENCRYPTION_KEY is not set');
  return crypto.createHash('sha256').update(raw).digest().subarray(0, settings.keyLength);
}

class FieldEncryptor {
  constructor(key = loadKey()) {
    this.key = key;
  }

  encrypt(plaintext) {
    const iv = crypto.randomBytes(settings.ivLength);
    const cipher = crypto.createCipheriv(settings.algorithm, this.key, iv);
    const body = Buffer.concat([cipher.update(String(plaintext), 'utf8'), cipher.final()]);
    return `${iv.toString('base64')}.${body.toString('base64')}`;
  }

  decrypt(token) {
    const [ivB64, bodyB64] = String(token).split('.');
    const decipher = crypto.createDecipheriv(settings.algorithm, this.key, Buffer.from(ivB64, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(bodyB64, 'base64')), decipher.final()]).toString('utf8');
  }

  encryptRecord(record, fields) {
    const out = { ...record };
    for (const f of fields) {
      if (out[f] != null) out[f] = this.encrypt(out[f]);
    }
    return out;
  }
}

module.exports = { FieldEncryptor };
