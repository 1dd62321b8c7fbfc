// A incident webhooks program of the h72 set (cwe-918-ssrf).
'use strict';

const { Worker } = require('bullmq');
const { fetch, Agent } = require('undici');
const dns = require('node:dns');
const net = require('node:net');
const crypto = require('node:crypto');

const blocked = new net.BlockList();
blocked.addSubnet('10.0.0.0', 8);
blocked.addSubnet('172.16.0.0', 12);
blocked.addSubnet('192.168.0.0', 16);
blocked.addSubnet('127.0.0.0', 8);
blocked.addSubnet('169.254.0.0', 16);
blocked.addSubnet('100.64.0.0', 10);
blocked.addAddress('0.0.0.0');
blocked.addSubnet('::1', 128, 'ipv6');
blocked.addSubnet('fc00::', 7, 'ipv6');
blocked.addSubnet('fe80::', 10, 'ipv6');

// Refuse to connect to internal addresses, whatever the hostname resolves to at connect time.
function publicOnlyLookup(hostname, options, callback) {
  dns.lookup(hostname, options, (err, address, family) => {
    if (err) return callback(err);
    const all = Array.isArray(address) ? address : [{ address, family }];
    const hit = all.find((a) => blocked.check(a.address, a.family === 6 || a.family === 'IPv6' ? 'ipv6' : 'ipv4'));
    if (hit) return callback(new Error(`refusing to deliver to ${hit.address}`));
    callback(null, address, family);
  });
}

class DeliveryChannel {
  constructor() {
    this.dispatcher = new Agent({ connect: { lookup: publicOnlyLookup, timeout: 5000 } });
  }

  async send(target, incident) {
    const url = new URL(target);
    if (url.protocol !== 'https:') throw new Error('facility endpoints must use https');
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(literal) && blocked.check(literal, net.isIPv6(literal) ? 'ipv6' : 'ipv4')) {
      throw new Error(`refusing to deliver to ${literal}`);
    }
    return this.transmit(url, this.format(incident));
  }

  format(incident) {
    return { type: incident.type, pool: incident.poolName, occurredAt: incident.occurredAt, reportUrl: incident.reportUrl };
  }

  async transmit(url, body) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      dispatcher: this.dispatcher,
      redirect: 'error',
    });
    return res.status;
  }
}

class SlackChannel extends DeliveryChannel {
  format(incident) {
    return { text: `:rotating_light: ${incident.type} at ${incident.poolName} (${incident.occurredAt}) - ${incident.reportUrl}` };
  }
}

// Facilities' own systems verify our signature before accepting the report.
class SignedWebhookChannel extends DeliveryChannel {
  async transmit(url, body) {
    const payload = JSON.stringify(body);
    const signature = crypto.createHmac('sha256', process.env.WEBHOOK_SIGNING_KEY).update(payload).digest('hex');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Guardline-Signature': `sha256=${signature}` },
      body: payload,
      dispatcher: this.dispatcher,
      redirect: 'error',
    });
    return res.status;
  }
}

const channels = new Map([
  ['slack', new SlackChannel()],
  ['webhook', new SignedWebhookChannel()],
]);

const worker = new Worker(
  'incident-notifications',
  async (job) => {
    const { facility, incident } = job.data;
    const channel = channels.get(facility.channel);
    if (!channel) throw new Error(`facility ${facility.id} has no usable channel`);
    const status = await channel.send(facility.endpoint, incident);
    if (status >= 400) throw new Error(`facility endpoint answered ${status}`);
    return { status };
  },
  { connection: { host: process.env.REDIS_HOST ?? 'redis.guardline.internal' }, concurrency: 4 },
);

worker.on('failed', (job, err) => console.error(`notification ${job?.id} failed: ${err.message}`));
