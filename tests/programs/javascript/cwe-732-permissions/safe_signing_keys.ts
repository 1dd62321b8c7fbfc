// Key management helper that creates and loads the service's token signing key pair
import { generateKeyPairSync, createPrivateKey, KeyObject } from 'crypto';
import fs from 'fs';
import path from 'path';

export interface KeyStoreOptions {
  dir: string;
  name: string;
}

export interface KeyPaths {
  privatePath: string;
  publicPath: string;
}

function keyPaths(opts: KeyStoreOptions): KeyPaths {
  return {
    privatePath: path.join(opts.dir, `${opts.name}.key`),
    publicPath: path.join(opts.dir, `${opts.name}.pub`),
  };
}

export function ensureKeyPair(opts: KeyStoreOptions): KeyPaths {
  const paths = keyPaths(opts);
  if (fs.existsSync(paths.privatePath)) {
    return paths;
  }
  fs.mkdirSync(opts.dir, { recursive: true, mode: 0o755 });
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  fs.writeFileSync(paths.publicPath, publicKey, { mode: 0o644 });
  fs.writeFileSync(paths.privatePath, privateKey, { mode: 0o600 });
  fs.chmodSync(paths.privatePath, 0o600);
  return paths;
}

export function loadSigningKey(opts: KeyStoreOptions): KeyObject {
  const { privatePath } = ensureKeyPair(opts);
  return createPrivateKey(fs.readFileSync(privatePath));
}

if (require.main === module) {
  const dir = process.env.KEY_DIR || '/etc/authsvc/keys';
  const paths = ensureKeyPair({ dir, name: 'token-signing' });
  console.log(`signing key ready at ${paths.privatePath}`);
}
