// Outbound client that delivers signed order events to a partner's webhook endpoint
const https = require('https');
const fs = require('fs');
const crypto = require('crypto');
const axios = require('axios');

const config = {
  endpoint: process.env.PARTNER_WEBHOOK_URL || 'https://hooks.partner.example.net/orders',
  signingKey: process.env.PARTNER_SIGNING_KEY,
  timeoutMs: 8000,
  tls: {
    verifyPeer: true,
    caFile: process.env.PARTNER_CA_BUNDLE || '/etc/ssl/partner/ca.pem',
    minVersion: 'TLSv1.2',
  },
};

function buildAgent(tlsConfig) {
  return new https.Agent({
    keepAlive: true,
    minVersion: tlsConfig.minVersion,
    ca: fs.readFileSync(tlsConfig.caFile),
    rejectUnauthorized: tlsConfig.verifyPeer,
  });
}

const client = axios.create({
  baseURL: config.endpoint,
  timeout: config.timeoutMs,
  httpsAgent: buildAgent(config.tls),
});

function sign(body) {
  return crypto.createHmac('sha256', config.signingKey).update(body).digest('hex');
}

async function deliverEvent(event) {
  const body = JSON.stringify({ type: event.type, id: event.id, data: event.data, sentAt: Date.now() });
  const response = await client.post('', body, {
    headers: { 'Content-Type': 'application/json', 'X-Signature': sign(body) },
  });
  return response.status;
}

module.exports = { deliverEvent };
