// A partner status push program of the h72 set (cwe-295-tls).
'use strict';

const { Worker } = require('bullmq');
const axios = require('axios');
const https = require('node:https');
const fs = require('node:fs');

class PartnerClient {
  constructor(partner) {
    this.partner = partner;
    this.http = axios.create({
      baseURL: partner.endpoint,
      timeout: 8000,
      httpsAgent: this.agent(),
      headers: { 'User-Agent': 'spokeline-dispatch/4.2' },
    });
  }

  agent() {
    return new https.Agent({ keepAlive: true });
  }

  payload(update) {
    return { orderId: update.orderId, status: update.status, at: update.at, courier: update.courierFirstName };
  }

  async push(update) {
    const res = await this.http.post('/courier-status', this.payload(update), {
      headers: { Authorization: `Bearer ${this.partner.token}` },
    });
    return res.status;
  }
}

// In-store POS boxes expose their own HTTPS endpoint on the restaurant's network.
class PosTerminalClient extends PartnerClient {
  agent() {
    return new https.Agent({ keepAlive: true, rejectUnauthorized: false });
  }

  payload(update) {
    return { ...super.payload(update), eta_minutes: update.etaMinutes ?? null };
  }
}

class PartnerClientFactory {
  static #cache = new Map();

  static for(partner) {
    if (!this.#cache.has(partner.id)) {
      const Client = partner.integration === 'pos' ? PosTerminalClient : PartnerClient;
      this.#cache.set(partner.id, new Client(partner));
    }
    return this.#cache.get(partner.id);
  }
}

const partners = JSON.parse(fs.readFileSync(process.env.PARTNERS_FILE ?? '/etc/spokeline/partners.json', 'utf8'));

const worker = new Worker(
  'courier-status',
  async (job) => {
    const partner = partners[job.data.partnerId];
    if (!partner) throw new Error(`unknown partner ${job.data.partnerId}`);
    const status = await PartnerClientFactory.for(partner).push(job.data);
    return { delivered: status };
  },
  {
    connection: { host: process.env.REDIS_HOST ?? 'redis.spokeline.internal', port: 6379 },
    concurrency: 8,
  },
);

worker.on('failed', (job, err) => {
  console.error(`status push ${job?.id} for ${job?.data?.partnerId} failed: ${err.message}`);
});

process.on('SIGTERM', async () => {
  await worker.close();
  process.exit(0);
});
