// Provisioning helper that generates and stores per-device private keys for the IoT fleet
import { generateKeyPairSync, createHash } from 'node:crypto';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';

const KEYSTORE_DIR = process.env.DEVICE_KEYSTORE ?? '/var/lib/fleet-provisioner/keys';

export interface ProvisionedDevice {
  deviceId: string;
  publicKeyPem: string;
  fingerprint: string;
  keyPath: string;
}

function keyFileFor(deviceId: string): string {
  if (!/^[a-z0-9-]{6,40}$/.test(deviceId)) {
    throw new Error(`invalid device id: ${deviceId}`);
  }
  return path.join(KEYSTORE_DIR, `${deviceId}.key.pem`);
}

export async function provisionDevice(deviceId: string): Promise<ProvisionedDevice> {
  const keyPath = keyFileFor(deviceId);
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

  await mkdir(KEYSTORE_DIR, { recursive: true });
  await writeFile(keyPath, privateKey, { mode: 0o600, flag: 'wx' });

  const fingerprint = createHash('sha256').update(publicKey).digest('hex');
  return { deviceId, publicKeyPem: publicKey, fingerprint, keyPath };
}

export async function loadDeviceKey(deviceId: string): Promise<string> {
  return readFile(keyFileFor(deviceId), 'utf8');
}
