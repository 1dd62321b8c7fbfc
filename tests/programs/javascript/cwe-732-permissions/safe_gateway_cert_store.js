// Stores per-gateway TLS client certificates and private keys issued by the fleet provisioning service.
const fs = require('fs/promises');
const path = require('path');
const crypto = require('crypto');

const STORE_DIR = process.env.GATEWAY_CERT_DIR || '/var/lib/fleet/gateways';

function gatewayPaths(gatewayId) {
  if (!/^gw-[0-9a-f]{12}$/.test(gatewayId)) {
    throw new Error(`invalid gateway id: ${gatewayId}`);
  }
  const dir = path.join(STORE_DIR, gatewayId);
  return { dir, cert: path.join(dir, 'client.crt'), key: path.join(dir, 'client.key') };
}

async function atomicWrite(target, contents, mode) {
  const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, contents, { mode, flag: 'wx' });
  await fs.rename(tmp, target);
}

async function storeCredentials(gatewayId, { certificatePem, privateKeyPem }) {
  if (!certificatePem.includes('BEGIN CERTIFICATE') || !privateKeyPem.includes('PRIVATE KEY')) {
    throw new Error('provisioning response did not contain PEM material');
  }
  const p = gatewayPaths(gatewayId);
  await fs.mkdir(p.dir, { recursive: true, mode: 0o755 });
  await atomicWrite(p.cert, certificatePem, 0o644);
  await atomicWrite(p.key, privateKeyPem, 0o600);
  return p;
}

async function loadCredentials(gatewayId) {
  const p = gatewayPaths(gatewayId);
  const [cert, key] = await Promise.all([fs.readFile(p.cert, 'utf8'), fs.readFile(p.key, 'utf8')]);
  return { cert, key };
}

async function revokeCredentials(gatewayId) {
  const p = gatewayPaths(gatewayId);
  await fs.rm(p.dir, { recursive: true, force: true });
}

module.exports = { storeCredentials, loadCredentials, revokeCredentials };
