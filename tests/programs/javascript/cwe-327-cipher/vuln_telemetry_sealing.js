// Helpers that encrypt and decrypt vehicle telemetry batches before they are queued for the fleet archive.
const crypto = require('crypto');

const ENVELOPE_VERSION = 'tb1';

function loadKey() {
  const hex = process.env.TELEMETRY_KEY_HEX || '';
  if (!/^[0-9a-f]{32}$/i.test(hex)) {
    throw new Error('TELEMETRY_KEY_HEX must be 16 bytes of hex');
  }
  return Buffer.from(hex, 'hex');
}

function sealBatch(vehicleId, readings) {
  const key = loadKey();
  const cipher = crypto.createCipheriv('aes-128-ecb', key, null);
  const plaintext = Buffer.from(JSON.stringify({ vehicleId, readings }), 'utf8');
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    v: ENVELOPE_VERSION,
    vehicleId,
    data: data.toString('base64'),
    sealedAt: new Date().toISOString(),
  };
}

function openBatch(envelope) {
  if (envelope.v !== ENVELOPE_VERSION) {
    throw new Error(`unsupported envelope version ${envelope.v}`);
  }
  const key = loadKey();
  const decipher = crypto.createDecipheriv('aes-128-ecb', key, null);
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
