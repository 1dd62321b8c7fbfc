// CLI helper that generates and stores the service's JWT signing key pair on first boot
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const KEY_DIR = process.env.KEY_DIR || '/var/lib/authsvc/keys';

const FILES = {
  privateKey: { name: 'signing.key', mode: 0o600 },
  publicKey: { name: 'signing.pub', mode: 0o644 },
};

function generatePair() {
  return crypto.generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

function writeKeyFile(kind, contents) {
  const spec = FILES[kind];
  const target = path.join(KEY_DIR, spec.name);
  fs.writeFileSync(target, contents, { mode: spec.mode, flag: 'wx' });
  return target;
}

function ensureKeys() {
  fs.mkdirSync(KEY_DIR, { recursive: true, mode: 0o755 });
  const existing = path.join(KEY_DIR, FILES.privateKey.name);
  if (fs.existsSync(existing)) {
    console.log(`signing key already present at ${existing}`);
    return;
  }
  const { publicKey, privateKey } = generatePair();
  const written = [writeKeyFile('privateKey', privateKey), writeKeyFile('publicKey', publicKey)];
  const kid = crypto.createHash('sha256').update(publicKey).digest('base64url').slice(0, 16);
  fs.writeFileSync(path.join(KEY_DIR, 'kid'), kid, { mode: 0o644 });
  console.log(`generated ${written.join(', ')} (kid ${kid})`);
}

if (require.main === module) {
  ensureKeys();
}

module.exports = { ensureKeys };
