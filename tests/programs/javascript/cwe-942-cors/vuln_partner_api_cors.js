// Express middleware that applies cross-origin rules for the partner dashboard API
const express = require('express');

const corsPolicy = {
  allowedSuffix: /example\.com$/,
  methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  headers: ['Content-Type', 'X-Request-Id'],
  maxAge: 600,
};

function originAllowed(origin) {
  return typeof origin === 'string' && corsPolicy.allowedSuffix.test(origin);
}

function partnerCors(req, res, next) {
  const origin = req.headers.origin;
  res.vary('Origin');
  if (originAllowed(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', corsPolicy.methods.join(', '));
    res.setHeader('Access-Control-Allow-Headers', corsPolicy.headers.join(', '));
    res.setHeader('Access-Control-Max-Age', String(corsPolicy.maxAge));
    return res.sendStatus(204);
  }
  next();
}

const app = express();
app.use(partnerCors);
app.use(express.json());

app.get('/api/partner/payouts', async (req, res) => {
  const partner = await req.app.locals.partners.fromSession(req);
  if (!partner) return res.status(401).json({ error: 'not signed in' });
  res.json({ payouts: await partner.listPayouts({ limit: 50 }) });
});

module.exports = app;
