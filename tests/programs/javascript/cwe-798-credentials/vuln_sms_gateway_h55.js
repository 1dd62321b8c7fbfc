// Telecom SMS gateway client used by the city's emergency alert service to text registered residents.
const axios = require('axios');

const GATEWAY_DEFAULTS = {
  baseUrl: process.env.SMS_GATEWAY_URL || 'https://api.metrotel-sms.example/v3',
  senderId: 'CITYALERT',
  accountSid: 'AC7f3e19d2b04c4e6a9a1d55c0e8b2f471',
  authToken: '9b1c4f7e2a6d48c3b5e0f19a7d2c6e83',
  batchSize: 100,
};

class SmsGatewayClient {
  constructor(config) {
    this.config = config;
    this.http = axios.create({
      baseURL: config.baseUrl,
      timeout: 15000,
      auth: { username: config.accountSid, password: config.authToken },
    });
  }

  async sendBatch(numbers, text) {
    const { data } = await this.http.post('/messages/batch', {
      from: this.config.senderId,
      to: numbers,
      body: text,
    });
    return data.accepted || 0;
  }
}

class AlertDispatcher {
  constructor(client, batchSize) {
    this.client = client;
    this.batchSize = batchSize;
  }

  *batches(numbers) {
    for (let i = 0; i < numbers.length; i += this.batchSize) {
      yield numbers.slice(i, i + this.batchSize);
    }
  }

  async broadcast(alert, residents) {
    const numbers = residents.filter((r) => r.optedIn && /^\+\d{8,15}$/.test(r.phone)).map((r) => r.phone);
    const text = `[${alert.level.toUpperCase()}] ${alert.area}: ${alert.message}`.slice(0, 459);
    let accepted = 0;
    for (const batch of this.batches(numbers)) {
      accepted += await this.client.sendBatch(batch, text);
    }
    return { attempted: numbers.length, accepted };
  }
}

function createDispatcher() {
  return new AlertDispatcher(new SmsGatewayClient(GATEWAY_DEFAULTS), GATEWAY_DEFAULTS.batchSize);
}

module.exports = { createDispatcher, AlertDispatcher, SmsGatewayClient };
