// Waste bin fill-level collector: polls the sensor gateway on a schedule and appends readings to disk
const fetch = require('node-fetch');
const https = require('https');
const fs = require('fs');

class CollectorSettings {
  constructor(env) {
    this.gatewayUrl = env.SENSOR_GATEWAY_URL || 'https://sensors.bins.internal:8443';
    this.gatewayCa = env.SENSOR_GATEWAY_CA || '/etc/wastebins/gateway-ca.pem';
    this.intervalMs = Number(env.POLL_INTERVAL_MS) || 60000;
    this.token = env.SENSOR_GATEWAY_TOKEN || '';
    this.outputFile = env.READINGS_FILE || '/var/lib/wastebins/readings.ndjson';
  }
}

function buildHttpsAgent(settings) {
  return new https.Agent({ keepAlive: true, maxSockets: 4, ca: fs.readFileSync(settings.gatewayCa) });
}

class ReadingStore {
  constructor(file) {
    this.file = file;
  }
  append(readings) {
    const lines = readings.map((r) => JSON.stringify({ bin: r.binId, fill: r.fillPercent, at: r.measuredAt }));
    if (lines.length) fs.appendFileSync(this.file, lines.join('\n') + '\n');
  }
}

class GatewayClient {
  constructor(settings, agent) {
    this.settings = settings;
    this.agent = agent;
  }
  async latest(since) {
    const url = `${this.settings.gatewayUrl}/v1/readings?since=${encodeURIComponent(since.toISOString())}`;
    const res = await fetch(url, { agent: this.agent, headers: { Authorization: `Bearer ${this.settings.token}` } });
    if (!res.ok) throw new Error(`gateway responded ${res.status}`);
    return res.json();
  }
}

class CollectorJob {
  constructor(client, store) {
    this.client = client;
    this.store = store;
    this.since = new Date(Date.now() - 3600000);
  }
  async tick() {
    const startedAt = new Date();
    const readings = await this.client.latest(this.since);
    this.store.append(readings);
    this.since = startedAt;
    return readings.length;
  }
}

function main() {
  const settings = new CollectorSettings(process.env);
  const client = new GatewayClient(settings, buildHttpsAgent(settings));
  const job = new CollectorJob(client, new ReadingStore(settings.outputFile));
  setInterval(() => {
    job.tick().then((n) => console.log(`stored ${n} readings`)).catch((e) => console.error(e.message));
  }, settings.intervalMs);
}

if (require.main === module) main();
module.exports = { CollectorJob, GatewayClient, CollectorSettings, buildHttpsAgent };
