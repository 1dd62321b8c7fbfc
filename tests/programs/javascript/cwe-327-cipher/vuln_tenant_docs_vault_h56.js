// Property management service encrypting uploaded tenant documents before storing them
const express = require('express');
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const VAULT_DIR = '/var/lib/propmgr/vault';
const CIPHER = { name: 'des-ede3-cbc', keyLength: 24, ivLength: 8 };

const passphrase = process.env.VAULT_PASSPHRASE;
if (!passphrase) throw new Error('VAULT_PASSPHRASE must be set');
const masterKey = crypto.scryptSync(passphrase, 'propmgr-vault-v1', CIPHER.keyLength);

const app = express();
app.use(express.raw({ type: 'application/octet-stream', limit: '20mb' }));

const seal = (plaintext) => {
  const iv = crypto.randomBytes(CIPHER.ivLength);
  const cipher = crypto.createCipheriv(CIPHER.name, masterKey, iv);
  return [iv, Buffer.concat([cipher.update(plaintext), cipher.final()])];
};

const envelope = (parts) => Buffer.concat(parts);

const storeAs = (docId) => (buf) =>
  fs.promises
    .writeFile(path.join(VAULT_DIR, `${docId}.bin`), buf, { mode: 0o600 })
    .then(() => ({ docId, bytes: buf.length }));

const DOC_KINDS = new Set(['lease', 'id-scan', 'pay-stub', 'reference']);

app.post('/tenants/:tenantId/documents/:kind', (req, res) => {
  if (!DOC_KINDS.has(req.params.kind)) return res.status(400).json({ error: 'unknown document kind' });
  if (!Buffer.isBuffer(req.body) || req.body.length === 0) return res.status(400).json({ error: 'empty upload' });
  const docId = crypto.randomUUID();
  return Promise.resolve(req.body)
    .then(seal)
    .then(envelope)
    .then(storeAs(docId))
    .then((stored) => res.status(201).json({ ...stored, kind: req.params.kind }))
    .catch(() => res.status(500).json({ error: 'could not store document' }));
});

app.listen(8700);
