// Helper that encrypts patient record exports before they are uploaded to the archive bucket
const crypto = require('crypto');
const fs = require('fs/promises');

const CIPHER_SETTINGS = {
  algorithm: 'aes-256-gcm',
  ivLength: 12,
};

function loadKey() {
  const hex = process.env.EXPORT_KEY_HEX;
  if (!hex) throw new Error('EXPORT_KEY_HEX not configured');
  return Buffer.from(hex, 'hex');
}

class ExportEncryptor {
  constructor(key, settings) {
    this.key = key;
    this.settings = settings;
  }

  seal(plaintext) {
    const iv = crypto.randomBytes(this.settings.ivLength);
    const cipher = crypto.createCipheriv(this.settings.algorithm, this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }
}

class PatientExportService {
  constructor(encryptor, outDir) {
    this.encryptor = encryptor;
    this.outDir = outDir;
  }

  async writeExport(batchId, records) {
    const json = Buffer.from(JSON.stringify({ batchId, records }), 'utf8');
    const sealed = this.encryptor.seal(json);
    const target = `${this.outDir}/export-${batchId}.bin`;
    await fs.writeFile(target, sealed, { mode: 0o600 });
    return target;
  }
}

function createExportService() {
  const encryptor = new ExportEncryptor(loadKey(), CIPHER_SETTINGS);
  return new PatientExportService(encryptor, process.env.EXPORT_DIR || '/var/lib/ehr/exports');
}

module.exports = { createExportService, ExportEncryptor };
