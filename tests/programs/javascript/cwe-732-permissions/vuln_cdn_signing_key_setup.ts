// Startup helper that provisions the private key used to sign CDN URLs for the video platform
import fs from 'fs';
import path from 'path';
import { generateKeyPairSync } from 'crypto';

export interface SigningKeyPaths {
  privateKey: string;
  publicKey: string;
}

const KEY_DIR = process.env.CDN_KEY_DIR ?? '/var/lib/media-api/keys';

function keyPaths(dir: string): SigningKeyPaths {
  return {
    privateKey: path.join(dir, 'cdn-signing.key'),
    publicKey: path.join(dir, 'cdn-signing.pub'),
  };
}

export function ensureSigningKey(dir: string = KEY_DIR): SigningKeyPaths {
  const paths = keyPaths(dir);
  if (fs.existsSync(paths.privateKey)) {
    return paths;
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o750 });
  const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  fs.writeFileSync(paths.privateKey, privateKey);
  fs.writeFileSync(paths.publicKey, publicKey);
  fs.chmodSync(paths.privateKey, 0o666);
  fs.chmodSync(paths.publicKey, 0o644);
  return paths;
}

export function loadSigningKey(dir: string = KEY_DIR): string {
  const { privateKey } = ensureSigningKey(dir);
  return fs.readFileSync(privateKey, 'utf8');
}
