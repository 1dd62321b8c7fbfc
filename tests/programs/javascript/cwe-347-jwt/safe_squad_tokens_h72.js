// A squad tokens program of the h72 set (cwe-347-jwt).
'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');
const fs = require('node:fs');

class HmacVerifier {
  constructor(secret) {
    this.secret = secret;
  }

  verify(token) {
    return jwt.verify(token, this.secret, { algorithms: ['HS256'], audience: 'squad-api' });
  }
}

class KioskVerifier {
  constructor(publicKeyPem) {
    this.publicKey = publicKeyPem;
  }

  verify(token) {
    const claims = jwt.verify(token, this.publicKey, { algorithms: ['RS256'], audience: 'squad-api' });
    return { ...claims, kiosk: true };
  }
}

// Tokens from any other issuer are refused.
const unknownIssuer = {
  verify() {
    throw new Error('unknown token issuer');
  },
};

const verifiers = new Map([
  ['photonblast-app', new HmacVerifier(process.env.APP_JWT_SECRET)],
  ['photonblast-kiosk', new KioskVerifier(fs.readFileSync(process.env.KIOSK_PUBKEY ?? '/etc/photonblast/kiosk.pub'))],
]);

function verifierFor(token) {
  const unverified = jwt.decode(token, { complete: true });
  const issuer = unverified?.payload?.iss;
  return verifiers.get(issuer) ?? unknownIssuer;
}

function authenticate(req, res, next) {
  const [scheme, token] = String(req.get('authorization') ?? '').split(' ');
  if (scheme !== 'Bearer' || !token) return res.status(401).json({ error: 'missing token' });
  try {
    const claims = verifierFor(token).verify(token);
    if (!claims?.sub) throw new Error('token has no subject');
    req.player = { id: claims.sub, squad: claims.squad, kiosk: Boolean(claims.kiosk) };
    next();
  } catch (err) {
    res.status(401).json({ error: 'invalid token' });
  }
}

const squads = new Map([['neon-vipers', { name: 'Neon Vipers', points: 0, badges: [] }]]);

const app = express();
app.use(express.json());
app.use('/squads', authenticate);

app.get('/squads/:id', (req, res) => {
  const squad = squads.get(req.params.id);
  if (!squad) return res.status(404).json({ error: 'no such squad' });
  res.json(squad);
});

app.post('/squads/:id/points', (req, res) => {
  const squad = squads.get(req.params.id);
  if (!squad) return res.status(404).json({ error: 'no such squad' });
  if (req.player.squad !== req.params.id && !req.player.kiosk) {
    return res.status(403).json({ error: 'not your squad' });
  }
  const points = Math.trunc(Number(req.body.points));
  if (!Number.isFinite(points) || points <= 0 || points > 5000) {
    return res.status(422).json({ error: 'points out of range' });
  }
  squad.points += points;
  if (req.body.badge) squad.badges.push(String(req.body.badge).slice(0, 30));
  res.json(squad);
});

app.listen(Number(process.env.PORT ?? 8088));
