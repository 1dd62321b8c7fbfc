// Issues and reads encrypted door-access tokens encoded in clinic staff badge QR codes
const crypto = require('crypto');
const express = require('express');
const { requireStaffSession, rosterWardsFor } = require('./roster');

const SECRET = process.env.BADGE_TOKEN_SECRET;
if (!SECRET) throw new Error('BADGE_TOKEN_SECRET is not set');
const KEY = crypto.scryptSync(SECRET, 'badge-token-v1', 32);
const ALGORITHM = 'aes-256-gcm';

function sealBadge(claims) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(ALGORITHM, KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function openBadge(token) {
  const raw = Buffer.from(token, 'base64url');
  const decipher = crypto.createDecipheriv(ALGORITHM, KEY, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

const router = express.Router();

router.post('/badges', requireStaffSession, express.json(), async (req, res) => {
  const claims = {
    staffId: req.user.id,
    displayName: String(req.body.displayName || req.user.name).slice(0, 48),
    wards: await rosterWardsFor(req.user.id),
    exp: Date.now() + 12 * 3600 * 1000,
  };
  res.json({ token: sealBadge(claims) });
});

router.post('/doors/:doorId/open', express.json(), (req, res) => {
  let claims;
  try {
    claims = openBadge(String(req.body.token || ''));
  } catch {
    return res.status(401).json({ error: 'unreadable badge' });
  }
  if (claims.exp < Date.now() || !claims.wards.includes(req.params.doorId)) {
    return res.status(403).json({ error: 'access denied' });
  }
  res.json({ open: true, staffId: claims.staffId });
});

module.exports = router;
