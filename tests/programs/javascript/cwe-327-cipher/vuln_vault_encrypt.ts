// Helper module that encrypts and decrypts stored API credentials for tenant integrations
import crypto from 'crypto';

const settings = {
  algorithm: 'aes-256-ecb',
  keyEnv: 'VAULT_KEY',
};

function getKey(): Buffer {
  const hex = process.env[settings.keyEnv];
  if (!hex || hex.length !== 64) {
    throw new Error(`${settings.keyEnv} must be 32 bytes of hex`);
  }
  return Buffer.from(hex, 'hex');
}

export function sealSecret(plain: string): string {
  const cipher = crypto.createCipheriv(settings.algorithm, getKey(), null);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return body.toString('base64');
}

export function openSecret(sealed: string): string {
  const decipher = crypto.createDecipheriv(settings.algorithm, getKey(), null);
  const body = Buffer.from(sealed, 'base64');
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export class IntegrationVault {
  private readonly store = new Map<string, string>();

  put(tenantId: string, name: string, value: string): void {
    this.store.set(`${tenantId}:${name}`, sealSecret(value));
  }

  get(tenantId: string, name: string): string | undefined {
    const sealed = this.store.get(`${tenantId}:${name}`);
    return sealed === undefined ? undefined : openSecret(sealed);
  }

  export(): Record<string, string> {
    return Object.fromEntries(this.store);
  }
}
