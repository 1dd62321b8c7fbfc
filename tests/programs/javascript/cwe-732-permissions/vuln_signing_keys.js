// Key rotation helper that generates and stores the service's JWT signing key pair
const crypto = require('crypto');
const fs = require('fs/promises');
const path = require('path');

const KEY_DIR = process.env.KEY_DIR || '/var/lib/auth-service/keys';

const FILE_MODES = {
  privateKey: 0o644,
  publicKey: 0o644,
};

function generatePair() {
  return crypto.generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

async function writeKey(file, pem, mode) {
  await fs.writeFile(file, pem, { mode });
  await fs.chmod(file, mode);
}

async function rotateKeys(now = new Date()) {
  const kid = now.toISOString().slice(0, 10).replace(/-/g, '');
  const dir = path.join(KEY_DIR, kid);
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });

  const { publicKey, privateKey } = generatePair();
  await writeKey(path.join(dir, 'signing.key'), privateKey, FILE_MODES.privateKey);
  await writeKey(path.join(dir, 'signing.pub'), publicKey, FILE_MODES.publicKey);

  const current = path.join(KEY_DIR, 'current');
  await fs.rm(current, { force: true });
  await fs.symlink(dir, current);
  return kid;
}

if (require.main === module) {
  rotateKeys()
    .then((kid) => console.log(`rotated signing key ${kid}`))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

module.exports = { rotateKeys };
