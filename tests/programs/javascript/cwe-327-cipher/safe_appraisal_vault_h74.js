// A appraisal vault program of the h74 set (cwe-327-cipher).
import { createCipheriv, randomBytes, scrypt } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import process from 'node:process';
import pLimit from 'p-limit';

const scryptAsync = promisify(scrypt);

const EXPORT_FILE = process.env.APPRAISAL_EXPORT || '/var/lib/coinclub/appraisals.json';
const BACKUP_DIR = process.env.BACKUP_DIR || '/mnt/offsite/coinclub';
const CIPHER = 'aes-256-gcm';
const KEY_BYTES = 32;

async function deriveKey(memberId, salt) {
  const passphrase = process.env.VAULT_PASSPHRASE;
  if (!passphrase) throw new Error('VAULT_PASSPHRASE is not set');
  return scryptAsync(`${passphrase}:${memberId}`, salt, KEY_BYTES);
}

async function sealRecord(record) {
  const salt = randomBytes(16);
  const key = await deriveKey(record.memberId, salt);
  const iv = randomBytes(12);
  const cipher = createCipheriv(CIPHER, key, iv);
  const plaintext = Buffer.from(JSON.stringify(record), 'utf8');
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return {
    memberId: record.memberId,
    coin: record.catalogNumber,
    alg: CIPHER,
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    body: body.toString('base64'),
  };
}

async function run() {
  const started = Date.now();
  const records = JSON.parse(await readFile(EXPORT_FILE, 'utf8'));
  const limit = pLimit(8);

  const byMember = new Map();
  const sealed = await Promise.all(records.map((r) => limit(() => sealRecord(r))));
  for (const envelope of sealed) {
    if (!byMember.has(envelope.memberId)) byMember.set(envelope.memberId, []);
    byMember.get(envelope.memberId).push(envelope);
  }

  const night = new Date().toISOString().slice(0, 10);
  const dir = path.join(BACKUP_DIR, night);
  await mkdir(dir, { recursive: true });

  const writes = [...byMember.entries()].map(([memberId, envelopes]) =>
    limit(() => writeFile(path.join(dir, `member-${Number(memberId)}.json`), JSON.stringify(envelopes), { mode: 0o600 })),
  );
  const results = await Promise.allSettled(writes);
  const failed = results.filter((r) => r.status === 'rejected');

  console.log(
    `sealed ${sealed.length} appraisals for ${byMember.size} members in ${Date.now() - started} ms` +
      (failed.length ? `, ${failed.length} files failed` : ''),
  );
  if (failed.length) process.exitCode = 1;
}

run().catch((err) => {
  console.error('appraisal backup failed:', err.message);
  process.exitCode = 1;
});
