// Uploader running on the harbour's data gateway that forwards mooring-buoy telemetry to the port operations API.
const axios = require('axios');
const fs = require('fs');

const CONFIG = Object.freeze({
  endpoint: process.env.PORT_OPS_ENDPOINT || 'https://ops.harbourmaster.example/api/v1/telemetry',
  apiKey: process.env.PORT_OPS_API_KEY,
  spoolFile: process.env.BUOY_SPOOL || '/var/lib/buoy-gateway/pending.ndjson',
  maxBatch: 200,
});

class TelemetryBatch {
  constructor(gatewayId) {
    this.gatewayId = gatewayId;
    this.samples = [];
  }

  add(sample) {
    if (typeof sample.buoyId !== 'string' || !Number.isFinite(sample.waveHeightM)) return false;
    this.samples.push({ buoyId: sample.buoyId, waveHeightM: sample.waveHeightM, tensionKn: sample.tensionKn ?? null, at: sample.at });
    return true;
  }

  get size() {
    return this.samples.length;
  }
}

class PortOpsClient {
  constructor(config) {
    if (!config.apiKey) throw new Error('PORT_OPS_API_KEY is required');
    if (new URL(config.endpoint).protocol !== 'https:') throw new Error('PORT_OPS_ENDPOINT must use https');
    this.config = config;
  }

  async upload(batch) {
    const response = await axios.post(this.config.endpoint, { gateway: batch.gatewayId, samples: batch.samples }, {
      headers: { 'X-Api-Key': this.config.apiKey },
      timeout: 20000,
    });
    return response.status;
  }
}

async function flushSpool(gatewayId, client = new PortOpsClient(CONFIG)) {
  const lines = fs.existsSync(CONFIG.spoolFile) ? fs.readFileSync(CONFIG.spoolFile, 'utf8').split('\n') : [];
  const batch = new TelemetryBatch(gatewayId);
  for (const line of lines) {
    if (!line.trim() || batch.size >= CONFIG.maxBatch) continue;
    try {
      batch.add(JSON.parse(line));
    } catch {
      continue;
    }
  }
  if (batch.size === 0) return 0;
  await client.upload(batch);
  fs.truncateSync(CONFIG.spoolFile, 0);
  return batch.size;
}

module.exports = { flushSpool, PortOpsClient, TelemetryBatch };
