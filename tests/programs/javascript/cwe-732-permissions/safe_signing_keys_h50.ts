// Bootstrap helper that generates the service's signing keypair and writes it to the key directory.
import { generateKeyPairSync } from 'crypto';
import { promises as fs } from 'fs';
import path from 'path';

export interface KeyPaths {
  dir: string;
  privateKey: string;
  publicKey: string;
}

export function keyPaths(dir = process.env.KEY_DIR ?? '/var/lib/signer/keys'): KeyPaths {
  return {
    dir,
    privateKey: path.join(dir, 'signing.key.pem'),
    publicKey: path.join(dir, 'signing.pub.pem'),
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export async function ensureKeypair(paths: KeyPaths = keyPaths()): Promise<'created' | 'existing'> {
  if (await exists(paths.privateKey)) {
    return 'existing';
  }
  await fs.mkdir(paths.dir, { recursive: true, mode: 0o755 });
  const { publicKey, privateKey } = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await fs.writeFile(paths.publicKey, publicKey, { mode: 0o644 });
  await fs.writeFile(paths.privateKey, privateKey, { mode: 0o600 });
  // writeFile only applies the mode on creation, so enforce it explicitly
  await fs.chmod(paths.privateKey, 0o600);
  return 'created';
}

if (require.main === module) {
  ensureKeypair()
    .then((state) => console.log(`signing keypair ${state} in ${keyPaths().dir}`))
    .catch((err) => {
      console.error('failed to prepare signing keys', err);
      process.exit(1);
    });
}
