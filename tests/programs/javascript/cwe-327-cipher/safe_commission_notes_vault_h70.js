// A commission notes vault program of the h70 set (cwe-327-cipher).
const crypto = require('crypto');
const fs = require('fs');
const { parseArgs } = require('util');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    vault: { type: 'string', default: 'commissions.vault' },
    customer: { type: 'string' },
  },
});

const PROFILE = {
  algorithm: 'aes-256-gcm',
  ivLength: 12,
  keyLength: 32,
};

const deriveKey = (passphrase, salt) => crypto.scryptSync(passphrase, salt, PROFILE.keyLength);

const seal = (key, text) => {
  const iv = crypto.randomBytes(PROFILE.ivLength);
  const cipher = crypto.createCipheriv(PROFILE.algorithm, key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64')).join('.');
};

const open = (key, sealed) => {
  const [iv, body, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = crypto.createDecipheriv(PROFILE.algorithm, key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
};

const readVault = (file) =>
  fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, 'utf8'))
    : { salt: crypto.randomBytes(16).toString('hex'), entries: [] };

const commands = {
  add: (vault, key, [note]) => ({
    ...vault,
    entries: [
      ...vault.entries,
      { customer: values.customer, at: new Date().toISOString(), note: seal(key, note) },
    ],
  }),
  show: (vault, key) => {
    vault.entries
      .filter(({ customer }) => !values.customer || customer === values.customer)
      .map(({ customer, at, note }) => `${at}  ${customer}: ${open(key, note)}`)
      .forEach((line) => console.log(line));
    return vault;
  },
};

const [command, ...rest] = positionals;
const passphrase = process.env.VAULT_PASSPHRASE;
if (!commands[command] || !passphrase) {
  console.error('usage: VAULT_PASSPHRASE=... vault <add "note" --customer NAME | show [--customer NAME]>');
  process.exit(2);
}

const vault = readVault(values.vault);
const key = deriveKey(passphrase, Buffer.from(vault.salt, 'hex'));
const updated = commands[command](vault, key, rest);
fs.writeFileSync(values.vault, JSON.stringify(updated, null, 2), { mode: 0o600 });
