// Provisioning helper that writes TLS key material for a newly commissioned cell site gateway
import { promises as fs } from 'fs';
import * as path from 'path';
import { generateKeyPairSync } from 'crypto';

interface ProvisioningSettings {
  outputDir: string;
  keyBits: number;
}

export interface SiteIdentity {
  siteCode: string;
  region: string;
}

const settings: ProvisioningSettings = {
  outputDir: process.env.SITE_PKI_DIR || '/etc/ran/pki',
  keyBits: Number(process.env.SITE_KEY_BITS || 3072),
};

class KeyMaterialWriter {
  constructor(private readonly baseDir: string) {}

  async write(site: SiteIdentity, privatePem: string, publicPem: string): Promise<string> {
    const dir = path.join(this.baseDir, site.region);
    await fs.mkdir(dir, { recursive: true, mode: 0o755 });
    const keyFile = path.join(dir, `${site.siteCode}.key`);
    await fs.writeFile(keyFile, privatePem, { mode: 0o600 });
    await fs.writeFile(path.join(dir, `${site.siteCode}.pub`), publicPem, { mode: 0o644 });
    return keyFile;
  }
}

export class SiteProvisioner {
  private readonly writer = new KeyMaterialWriter(settings.outputDir);

  async commission(site: SiteIdentity): Promise<string> {
    if (!/^[A-Z]{3}-\d{4}$/.test(site.siteCode) || !/^[a-z-]{2,20}$/.test(site.region)) {
      throw new Error('invalid site identity');
    }
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: settings.keyBits,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    return this.writer.write(site, privateKey, publicKey);
  }

  async commissionAll(sites: SiteIdentity[]): Promise<string[]> {
    const written: string[] = [];
    for (const site of sites) {
      written.push(await this.commission(site));
    }
    return written;
  }
}
