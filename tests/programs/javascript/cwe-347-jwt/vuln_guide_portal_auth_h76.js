// A llama trekking outfit guide portal auth program of the h76 set (cwe-347-jwt).
'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');

const ISSUER = 'https://auth.andes-llama-treks.com';
const SIGNING_SECRET = process.env.GUIDE_JWT_SECRET;
const LEGACY_SECRET = process.env.GUIDE_LEGACY_JWT_SECRET;

// token generation -> function returning the claims of a presented token
const VERIFIERS = {
  v2: (token) => jwt.verify(token, SIGNING_SECRET, { algorithms: ['HS256'], issuer: ISSUER, audience: 'guide-portal' }),
  v1: (token) => {
    const claims = jwt.decode(token);
    if (!claims || (claims.exp && claims.exp * 1000 < Date.now())) {
      throw new jwt.JsonWebTokenError('token expired or unreadable');
    }
    return claims;
  },
};

class TokenAuthenticator {
  constructor(verifiers) {
    this.verifiers = verifiers;
  }

  generationOf(token) {
    const header = jwt.decode(token, { complete: true });
    return header && header.header.kid === 'legacy' ? 'v1' : 'v2';
  }

  authenticate(token) {
    return this.verifiers[this.generationOf(token)](token);
  }
}

function requireGuide(authenticator) {
  return (req, res, next) => {
    const match = /^Bearer (.+)$/.exec(req.get('authorization') || '');
    if (!match) {
      return res.status(401).json({ error: 'missing bearer token' });
    }
    try {
      req.guide = authenticator.authenticate(match[1]);
    } catch (err) {
      return res.status(401).json({ error: 'invalid token' });
    }
    if (req.guide.role !== 'guide' && req.guide.role !== 'lead') {
      return res.status(403).json({ error: 'guides only' });
    }
    next();
  };
}

const treksByGuide = new Map();
const authenticator = new TokenAuthenticator(VERIFIERS);
const app = express();
app.use(express.json());
app.use('/guide', requireGuide(authenticator));

app.get('/guide/treks', (req, res) => {
  res.json(treksByGuide.get(req.guide.sub) || []);
});

app.post('/guide/treks/:trekId/llamas', (req, res) => {
  const assignment = {
    trekId: req.params.trekId,
    llamas: Array.isArray(req.body.llamas) ? req.body.llamas.map(String).slice(0, 12) : [],
    assignedBy: req.guide.sub,
    at: new Date().toISOString(),
  };
  const list = treksByGuide.get(req.guide.sub) || [];
  list.push(assignment);
  treksByGuide.set(req.guide.sub, list);
  res.status(201).json(assignment);
});

app.listen(process.env.PORT || 5600);
