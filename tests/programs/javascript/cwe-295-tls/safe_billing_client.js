// HTTP client wrapper used by the storefront to call the internal billing API
const https = require('https');
const fs = require('fs');
const axios = require('axios');

const config = {
  baseURL: process.env.BILLING_URL || 'https://billing.internal.example.com/api/v2',
  timeoutMs: 8000,
  tls: {
    verifyPeer: true,
    caFile: process.env.BILLING_CA_FILE,
  },
};

function buildAgent(tlsConfig) {
  const options = { keepAlive: true, maxSockets: 20 };
  if (tlsConfig.caFile && fs.existsSync(tlsConfig.caFile)) {
    options.ca = fs.readFileSync(tlsConfig.caFile);
  }
  options.rejectUnauthorized = tlsConfig.verifyPeer;
  return new https.Agent(options);
}

class BillingClient {
  constructor(cfg) {
    this.http = axios.create({
      baseURL: cfg.baseURL,
      timeout: cfg.timeoutMs,
      httpsAgent: buildAgent(cfg.tls),
      headers: { Authorization: `Bearer ${process.env.BILLING_TOKEN}` },
    });
  }

  async createCharge(customerId, amountCents, currency = 'usd') {
    const { data } = await this.http.post('/charges', { customerId, amountCents, currency });
    return data;
  }

  async refund(chargeId) {
    const { data } = await this.http.post(`/charges/${encodeURIComponent(chargeId)}/refund`);
    return data;
  }
}

module.exports = new BillingClient(config);
