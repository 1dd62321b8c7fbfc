// Helper that encrypts insurance policy documents before they are written to object storage
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'crypto';
import { Readable } from 'stream';

const ALGORITHM = 'aes-256-gcm';
const KEY_LEN = 32;
const IV_LEN = 12;

const keyFor = (tenant: string): Buffer =>
  scryptSync(process.env.POLICY_MASTER_KEY ?? '', `policy-docs:${tenant}`, KEY_LEN);

export interface SealedDocument {
  tenant: string;
  iv: string;
  tag: string;
  body: string;
}

const collect = (stream: Readable): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    stream.on('data', (c: Buffer) => parts.push(c));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(parts)));
  });

export const sealPolicy = async (tenant: string, source: Readable): Promise<SealedDocument> => {
  const iv = randomBytes(IV_LEN);
  const cipher = createCipheriv(ALGORITHM, keyFor(tenant), iv);
  const body = await collect(source.pipe(cipher));
  const tag = cipher.getAuthTag();
  return { tenant, iv: iv.toString('base64'), tag: tag.toString('base64'), body: body.toString('base64') };
};

export const openPolicy = (doc: SealedDocument): Buffer => {
  const decipher = createDecipheriv(ALGORITHM, keyFor(doc.tenant), Buffer.from(doc.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(doc.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(doc.body, 'base64')), decipher.final()]);
};

export const sealMany = (tenant: string, sources: Record<string, Readable>) =>
  Promise.all(
    Object.entries(sources).map(([name, src]) => sealPolicy(tenant, src).then((sealed) => [name, sealed] as const))
  ).then((pairs) => Object.fromEntries(pairs));
