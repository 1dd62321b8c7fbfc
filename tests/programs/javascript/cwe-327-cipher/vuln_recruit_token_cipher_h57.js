// Recruitment agency share links: candidate profile references are encrypted into URL tokens for clients
const crypto = require('crypto');
const express = require('express');

const settings = Object.freeze({
  linkKey: Buffer.from(process.env.SHARE_LINK_KEY || '', 'hex'),
  linkTtlHours: 72,
});

class ShareTokenCipher {
  constructor(key) {
    this.key = key;
  }
  seal(payload) {
    const cipher = crypto.createCipheriv('aes-256-ecb', this.key, null);
    const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return body.toString('base64url');
  }
  open(token) {
    const raw = Buffer.from(token, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-ecb', this.key, null);
    const plain = Buffer.concat([decipher.update(raw), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  }
}

class ShareLinkService {
  constructor(cipher, ttlHours) {
    this.cipher = cipher;
    this.ttlMs = ttlHours * 3600000;
  }
  create(candidateId, clientId) {
    return this.cipher.seal({ c: candidateId, cl: clientId, exp: Date.now() + this.ttlMs });
  }
  resolve(token) {
    try {
      const data = this.cipher.open(token);
      if (data.exp < Date.now()) return { ok: false, reason: 'expired' };
      return { ok: true, candidateId: data.c, clientId: data.cl };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  }
}

const links = new ShareLinkService(new ShareTokenCipher(settings.linkKey), settings.linkTtlHours);
const app = express();
app.use(express.json());

app.post('/recruiters/share-links', (req, res) => {
  const token = links.create(String(req.body.candidateId), String(req.body.clientId));
  res.status(201).json({ url: `/shared/${token}` });
});

app.get('/shared/:token', (req, res) => {
  const result = links.resolve(req.params.token);
  if (!result.ok) return res.status(410).json(result);
  res.json({ candidateId: result.candidateId, clientId: result.clientId });
});

module.exports = app;
