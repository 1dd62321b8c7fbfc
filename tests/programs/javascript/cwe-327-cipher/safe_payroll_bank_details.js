// Helper module that encrypts employee payroll bank details before they are stored
const crypto = require('crypto');

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function loadKey() {
  const hex = process.env.PAYROLL_DATA_KEY;
  if (!hex || hex.length !== 64) {
    throw new Error('PAYROLL_DATA_KEY must be 32 bytes of hex');
  }
  return Buffer.from(hex, 'hex');
}

class BankDetailsCipher {
  constructor(key = loadKey()) {
    this.key = key;
  }

  encrypt(details) {
    const plaintext = Buffer.from(JSON.stringify(details), 'utf8');
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  decrypt(token) {
    const raw = Buffer.from(token, 'base64');
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = crypto.createDecipheriv(ALGORITHM, this.key, iv);
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plaintext.toString('utf8'));
  }
}

async function storeBankDetails(db, employeeId, details) {
  const cipher = new BankDetailsCipher();
  const sealed = cipher.encrypt({ iban: details.iban, bic: details.bic, holder: details.holder });
  await db.query(
    'UPDATE employee_payroll SET bank_details = $1, updated_at = now() WHERE employee_id = $2',
    [sealed, employeeId],
  );
  return { employeeId, last4: String(details.iban).slice(-4) };
}

module.exports = { BankDetailsCipher, storeBankDetails };
