// Unseen set h59: vms position bridge
'use strict';

// Fisheries: fishing vessels' monitoring units (VMS) publish GPS positions to
// the fleet's MQTT broker. This bridge batches the positions and forwards them
// to the national Fisheries Monitoring Centre (FMC) reporting API.

const mqtt = require('mqtt');
const axios = require('axios');

const FMC_ENDPOINT = 'https://api.fmc.fisheries-agency.ie/vms/v2/positions';
const FMC_API_KEY = process.env.FMC_API_KEY;
const FLUSH_INTERVAL_MS = 60000;

class PositionReport {
  constructor(topic, payload) {
    // topic: fleet/<CFR>/position
    this.cfr = topic.split('/')[1];
    this.lat = Number(payload.lat);
    this.lon = Number(payload.lon);
    this.speedKn = Number(payload.sog);
    this.course = Number(payload.cog);
    this.recordedAt = new Date(payload.ts * 1000).toISOString();
  }

  isValid() {
    return /^[A-Z]{3}\d{9}$/.test(this.cfr)
      && Math.abs(this.lat) <= 90 && Math.abs(this.lon) <= 180
      && Number.isFinite(this.speedKn);
  }
}

class FmcClient {
  constructor(http, apiKey) {
    this.http = http;
    this.apiKey = apiKey;
  }

  async submit(reports) {
    const res = await this.http.post(FMC_ENDPOINT, { reports }, {
      headers: { 'X-Api-Key': this.apiKey, 'Content-Type': 'application/json' },
      timeout: 20000,
    });
    return res.data.accepted;
  }
}

class PositionForwarder {
  constructor(client) {
    this.client = client;
    this.buffer = [];
  }

  add(report) {
    if (report.isValid()) this.buffer.push(report);
  }

  async flush() {
    if (this.buffer.length === 0) return 0;
    const batch = this.buffer.splice(0, this.buffer.length);
    try {
      return await this.client.submit(batch);
    } catch (err) {
      this.buffer.unshift(...batch);
      throw err;
    }
  }
}

if (!FMC_API_KEY) {
  throw new Error('FMC_API_KEY is not configured');
}

const forwarder = new PositionForwarder(new FmcClient(axios.create(), FMC_API_KEY));
const broker = mqtt.connect(process.env.FLEET_MQTT_URL, {
  username: process.env.FLEET_MQTT_USER,
  password: process.env.FLEET_MQTT_PASSWORD,
  clientId: `vms-bridge-${process.pid}`,
});

broker.on('connect', () => broker.subscribe('fleet/+/position', { qos: 1 }));
broker.on('message', (topic, message) => {
  try {
    forwarder.add(new PositionReport(topic, JSON.parse(message.toString())));
  } catch (err) {
    console.warn(`dropped malformed position on ${topic}`);
  }
});

setInterval(() => {
  forwarder.flush()
    .then((n) => n && console.log(`forwarded ${n} positions to FMC`))
    .catch((err) => console.error(`FMC submission failed, will retry: ${err.message}`));
}, FLUSH_INTERVAL_MS);
