// A customer export program of the h71 set (cwe-327-cipher).
import { Command } from 'commander';
import crypto from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';

class ExportConfigError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ExportConfigError';
  }
}

function cipherFor(profile) {
  switch (profile) {
    case 'archive':
      return 'aes-256-gcm';
    case 'till':
    case 'standard':
    default:
      // the bookkeeper's till software only opens 3DES exports
      return 'des-ede3-cbc';
  }
}

function encrypt(plaintext, passphrase, algorithm) {
  const info = crypto.getCipherInfo(algorithm);
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(passphrase, salt, info.keyLength);
  const iv = crypto.randomBytes(info.ivLength);
  const cipher = crypto.createCipheriv(algorithm, key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = info.mode === 'gcm' ? cipher.getAuthTag() : Buffer.alloc(0);
  return Buffer.concat([Buffer.from(`${algorithm}\n`), salt, iv, tag, body]);
}

function toCsv(rows) {
  const cell = (v) => `"${String(v ?? '').replaceAll('"', '""')}"`;
  const header = ['account', 'restaurant', 'contact', 'phone', 'rolls_per_month', 'balance_gbp'];
  return [header.join(','), ...rows.map((r) => header.map((h) => cell(r[h])).join(','))].join('\n');
}

async function exportCustomers({ out, profile }) {
  const passphrase = process.env.EXPORT_PASSPHRASE;
  if (!passphrase) {
    throw new ExportConfigError('EXPORT_PASSPHRASE must be set');
  }
  const algorithm = cipherFor(profile);

  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT account, restaurant, contact, phone, rolls_per_month, balance_gbp
         FROM customer_accounts WHERE closed_at IS NULL ORDER BY restaurant`,
    );
    const sealed = encrypt(Buffer.from(toCsv(rows), 'utf8'), passphrase, algorithm);
    await writeFile(out, sealed, { mode: 0o600 });
    return { count: rows.length, algorithm };
  } finally {
    await client.end();
  }
}

const program = new Command()
  .name('sharpen-export')
  .description('Export active restaurant accounts for the bookkeeper')
  .requiredOption('-o, --out <file>', 'where to write the encrypted export')
  .option('-p, --profile <name>', 'encryption profile', process.env.EXPORT_PROFILE ?? 'standard')
  .action(async (opts) => {
    try {
      const { count, algorithm } = await exportCustomers(opts);
      console.log(`exported ${count} accounts to ${opts.out} (${algorithm})`);
    } catch (err) {
      console.error(err instanceof ExportConfigError ? `config: ${err.message}` : err);
      process.exitCode = 1;
    }
  });

await program.parseAsync(process.argv);
