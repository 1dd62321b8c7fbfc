// A knife sharpener customer card vault program of the h76 set (cwe-327-cipher).
'use strict';

const crypto = require('crypto');
const express = require('express');
const { Pool } = require('pg');

// profile id -> cipher parameters used for stored card details
const PROFILES = {
  v2: { algorithm: 'aes-256-gcm', keyLength: 32, ivLength: 12, authenticated: true },
};
const CURRENT_PROFILE = 'v2';

class CardCipher {
  constructor(masterKey, profiles, current) {
    this.masterKey = masterKey;
    this.profiles = profiles;
    this.current = current;
  }

  keyFor(profileId) {
    const profile = this.profiles[profileId];
    return Buffer.from(crypto.hkdfSync('sha256', this.masterKey, Buffer.alloc(0), `cards:${profileId}`, profile.keyLength));
  }

  encrypt(plaintext) {
    const profile = this.profiles[this.current];
    const iv = crypto.randomBytes(profile.ivLength);
    const cipher = crypto.createCipheriv(profile.algorithm, this.keyFor(this.current), iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = profile.authenticated ? cipher.getAuthTag() : Buffer.alloc(0);
    return [this.current, iv.toString('base64'), tag.toString('base64'), body.toString('base64')].join('.');
  }

  decrypt(token) {
    const [profileId, iv, tag, body] = token.split('.');
    const profile = this.profiles[profileId];
    const decipher = crypto.createDecipheriv(profile.algorithm, this.keyFor(profileId), Buffer.from(iv, 'base64'));
    if (profile.authenticated) {
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
    }
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }
}

class CardVault {
  constructor(db, cipher) {
    this.db = db;
    this.cipher = cipher;
  }

  async store(customerId, card) {
    const sealed = this.cipher.encrypt(JSON.stringify({ number: card.number, expiry: card.expiry, holder: card.holder }));
    await this.db.query(
      `INSERT INTO customer_cards (customer_id, last4, sealed) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET last4 = EXCLUDED.last4, sealed = EXCLUDED.sealed`,
      [customerId, String(card.number).slice(-4), sealed],
    );
  }

  async reveal(customerId) {
    const { rows } = await this.db.query('SELECT sealed FROM customer_cards WHERE customer_id = $1', [customerId]);
    return rows.length ? JSON.parse(this.cipher.decrypt(rows[0].sealed)) : null;
  }
}

const masterKey = Buffer.from(process.env.CARD_MASTER_KEY || '', 'base64');
const vault = new CardVault(new Pool(), new CardCipher(masterKey, PROFILES, CURRENT_PROFILE));
const app = express();
app.use(express.json());

app.put('/customers/:id/card', async (req, res, next) => {
  try {
    await vault.store(req.params.id, req.body);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

app.post('/customers/:id/charge-on-pickup', async (req, res, next) => {
  try {
    const card = await vault.reveal(req.params.id);
    if (!card) return res.status(404).json({ error: 'no card on file' });
    res.json({ holder: card.holder, last4: card.number.slice(-4), amount: req.body.amount });
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 5100);
