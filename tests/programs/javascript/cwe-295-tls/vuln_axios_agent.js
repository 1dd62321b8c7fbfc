// HTTP client wrapper used by the checkout service to talk to the payments provider
const axios = require('axios');
const https = require('https');
const fs = require('fs');

const config = {
  baseURL: process.env.PAYMENTS_API_URL || 'https://api.payments.example.net/v2',
  timeoutMs: Number(process.env.PAYMENTS_TIMEOUT_MS) || 8000,
  caFile: process.env.PAYMENTS_CA_FILE,
};

function buildAgent(cfg) {
  const options = { keepAlive: true, maxSockets: 50 };
  if (cfg.caFile && fs.existsSync(cfg.caFile)) {
    options.ca = fs.readFileSync(cfg.caFile);
  }
  options.rejectUnauthorized = false;
  return new https.Agent(options);
}

const client = axios.create({
  baseURL: config.baseURL,
  timeout: config.timeoutMs,
  httpsAgent: buildAgent(config),
  headers: { Authorization: `Bearer ${process.env.PAYMENTS_API_KEY}` },
});

async function createCharge(orderId, amountCents, currency, cardToken) {
  const { data } = await client.post('/charges', {
    reference: orderId,
    amount: amountCents,
    currency,
    source: cardToken,
  });
  return { id: data.id, status: data.status };
}

async function refundCharge(chargeId, amountCents) {
  const { data } = await client.post(`/charges/${encodeURIComponent(chargeId)}/refunds`, {
    amount: amountCents,
  });
  return data;
}

module.exports = { createCharge, refundCharge };
