// Helper module that encrypts integration tokens before they are written to the database.
const crypto = require('crypto');

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;

let cachedKey = null;

function loadKey() {
  if (cachedKey) return cachedKey;
  const raw = process.env.SECRETS_KEY;
  if (!raw) throw new Error('SECRETS_KEY is not set');
  const key = Buffer.from(raw, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`SECRETS_KEY must decode to ${KEY_BYTES} bytes`);
  cachedKey = key;
  return key;
}

function encryptSecret(plaintext) {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv(ALGORITHM, loadKey(), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return ['v2', iv.toString('base64'), body.toString('base64'), tag.toString('base64')].join('.');
}

function decryptSecret(envelope) {
  const [version, ivB64, bodyB64, tagB64] = envelope.split('.');
  if (version !== 'v2') throw new Error(`unknown envelope version ${version}`);
  const decipher = crypto.createDecipheriv(ALGORITHM, loadKey(), Buffer.from(ivB64, 'base64'));
  decipher.setAuthTag(Buffer.from(tagB64, 'base64'));
  const out = Buffer.concat([decipher.update(Buffer.from(bodyB64, 'base64')), decipher.final()]);
  return out.toString('utf8');
}

async function storeIntegration(db, tenantId, provider, token) {
  await db.query(
    'INSERT INTO integrations (tenant_id, provider, token_enc) VALUES ($1, $2, $3) ' +
      'ON CONFLICT (tenant_id, provider) DO UPDATE SET token_enc = EXCLUDED.token_enc',
    [tenantId, provider, encryptSecret(token)]
  );
}

async function loadIntegrationToken(db, tenantId, provider) {
  const { rows } = await db.query(
    'SELECT token_enc FROM integrations WHERE tenant_id = $1 AND provider = $2',
    [tenantId, provider]
  );
  return rows.length ? decryptSecret(rows[0].token_enc) : null;
}

module.exports = { encryptSecret, decryptSecret, storeIntegration, loadIntegrationToken };
