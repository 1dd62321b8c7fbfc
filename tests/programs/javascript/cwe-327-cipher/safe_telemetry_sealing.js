// Helpers that encrypt and decrypt vehicle telemetry batches before they are queued for the fleet archive.
const crypto = require('crypto');

const ENVELOPE_VERSION = 'tb2';

function loadKey() {
  const hex = process.env.TELEMETRY_KEY_HEX || '';
  if (!/^[0-9a-f]{64}$/i.test(hex)) {
    throw new Error('TELEMETRY_KEY_HEX must be 32 bytes of hex');
  }
  return Buffer.from(hex, 'hex');
}

function sealBatch(vehicleId, readings) {
  const key = loadKey();
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(vehicleId, 'utf8'));
  const plaintext = Buffer.from(JSON.stringify({ vehicleId, readings }), 'utf8');
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    v: ENVELOPE_VERSION,
    vehicleId,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
    sealedAt: new Date().toISOString(),
  };
}

function openBatch(envelope) {
  if (envelope.v !== ENVELOPE_VERSION) {
    throw new Error(`unsupported envelope version ${envelope.v}`);
  }
  const key = loadKey();
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'));
  decipher.setAAD(Buffer.from(envelope.vehicleId, 'utf8'));
  decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
  const plaintext = Buffer.concat([
    decipher.update(Buffer.from(envelope.data, 'base64')),
    decipher.final(),
  ]);
  const batch = JSON.parse(plaintext.toString('utf8'));
  if (batch.vehicleId !== envelope.vehicleId) {
    throw new Error('vehicle id mismatch');
  }
  return batch.readings;
}

module.exports = { sealBatch, openBatch };
