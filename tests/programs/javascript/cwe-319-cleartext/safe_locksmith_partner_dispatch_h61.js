// A locksmith partner dispatch program of the h61 set (cwe-319-cleartext).
'use strict';

const axios = require('axios');
const { Kafka } = require('kafkajs');

// Emergency lock-out jobs that our own vans cannot reach in time are passed to a partner network.
const PARTNER_API_BASE = 'https://api.lockline-partners.co.uk/v2';

class LockoutJob {
  constructor(event) {
    this.jobId = String(event.jobId);
    this.customerName = String(event.customerName);
    this.phone = String(event.phone);
    this.address = String(event.address);
    this.postcode = String(event.postcode).toUpperCase();
    this.lockType = String(event.lockType || 'unknown');
    this.alarmCode = event.alarmCode ? String(event.alarmCode) : null;
  }
}

class CoverageChecker {
  constructor(ownAreas) {
    this.ownAreas = ownAreas;
  }

  coveredInHouse(job) {
    return this.ownAreas.some((area) => job.postcode.startsWith(area));
  }
}

class PartnerDispatchClient {
  constructor(baseUrl, apiKey) {
    this.http = axios.create({ baseURL: baseUrl, timeout: 8000, headers: { 'X-Api-Key': apiKey } });
  }

  async handOver(job) {
    const { data } = await this.http.post('/jobs', {
      reference: job.jobId,
      contact: { name: job.customerName, phone: job.phone },
      location: { address: job.address, postcode: job.postcode },
      lockType: job.lockType,
      alarmCode: job.alarmCode,
    });
    return data.partnerJobId;
  }
}

class JobRouter {
  constructor(coverage, partner) {
    this.coverage = coverage;
    this.partner = partner;
  }

  async route(job) {
    if (this.coverage.coveredInHouse(job)) {
      return { jobId: job.jobId, routedTo: 'own-van' };
    }
    const partnerJobId = await this.partner.handOver(job);
    return { jobId: job.jobId, routedTo: 'partner', partnerJobId };
  }
}

async function main() {
  const kafka = new Kafka({ clientId: 'lockout-router', brokers: process.env.KAFKA_BROKERS.split(','), ssl: true });
  const consumer = kafka.consumer({ groupId: 'lockout-router' });
  const router = new JobRouter(
    new CoverageChecker(['LS1', 'LS2', 'LS6', 'LS7']),
    new PartnerDispatchClient(PARTNER_API_BASE, process.env.LOCKLINE_API_KEY),
  );

  await consumer.connect();
  await consumer.subscribe({ topic: 'lockouts.created' });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const result = await router.route(new LockoutJob(JSON.parse(message.value.toString())));
      console.log(`job ${result.jobId} -> ${result.routedTo}`);
    },
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
