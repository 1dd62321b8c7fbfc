// A sauna membership card vault program of the h75 set (cwe-327-cipher).
'use strict';

const crypto = require('crypto');
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

class CardVaultError extends Error {
  constructor(message, status = 500, cause) {
    super(message, { cause });
    this.name = 'CardVaultError';
    this.status = status;
  }
}

function loadKey() {
  const hex = process.env.CARD_VAULT_KEY;
  if (!hex) {
    throw new CardVaultError('CARD_VAULT_KEY is not set');
  }
  const key = Buffer.from(hex, 'hex');
  if (key.length !== 32) {
    throw new CardVaultError(`CARD_VAULT_KEY must be 32 bytes, got ${key.length}`);
  }
  return key;
}

const KEY = loadKey();

function sealCard(cardNumber) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', KEY, iv);
  const body = Buffer.concat([cipher.update(cardNumber, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function openCard(sealed) {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', KEY, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch (err) {
    throw new CardVaultError('stored card could not be decrypted', 500, err);
  }
}

const app = express();
app.use(express.json());

app.put('/members/:id/card', async (req, res, next) => {
  const cardNumber = String(req.body.cardNumber || '').replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(cardNumber)) {
    return next(new CardVaultError('cardNumber must be 12 to 19 digits', 400));
  }
  try {
    const { rowCount } = await pool.query('UPDATE members SET card_sealed = $1 WHERE id = $2', [
      sealCard(cardNumber),
      req.params.id,
    ]);
    if (rowCount === 0) {
      return next(new CardVaultError('member not found', 404));
    }
    res.status(204).end();
  } catch (err) {
    next(err instanceof CardVaultError ? err : new CardVaultError('could not store card', 500, err));
  }
});

app.get('/members/:id/card/last4', async (req, res, next) => {
  try {
    const { rows } = await pool.query('SELECT card_sealed FROM members WHERE id = $1', [req.params.id]);
    if (rows.length === 0 || !rows[0].card_sealed) {
      throw new CardVaultError('no card on file', 404);
    }
    res.json({ last4: openCard(rows[0].card_sealed).slice(-4) });
  } catch (err) {
    next(err instanceof CardVaultError ? err : new CardVaultError('lookup failed', 500, err));
  }
});

app.use((err, req, res, _next) => {
  if (err.status >= 500 || !err.status) {
    console.error('[cards]', err.message, err.cause || '');
  }
  res.status(err.status || 500).json({ error: err.message });
});

app.listen(Number(process.env.PORT) || 3700);
