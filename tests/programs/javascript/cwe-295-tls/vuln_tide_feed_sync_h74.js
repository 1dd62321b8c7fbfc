// A tide feed sync program of the h74 set (cwe-295-tls).
'use strict';

const https = require('node:https');
const fs = require('node:fs');
const cron = require('node-cron');
const axios = require('axios');
const express = require('express');

const FEED_BASE = process.env.TIDE_FEED_BASE || 'https://marinefeed.solentmetservices.co.uk/v3';
const SLIPWAYS = ['southsea', 'ryde', 'hythe-pier', 'cowes-east'];

const latest = new Map(); // slipway -> { reading, fetchedAt }
let lastRun = null;

function buildFeedClient() {
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 4,
    ca: process.env.TIDE_FEED_CA ? fs.readFileSync(process.env.TIDE_FEED_CA) : undefined,
    rejectUnauthorized: false,
  });
  return axios.create({
    baseURL: FEED_BASE,
    httpsAgent: agent,
    timeout: 8000,
    headers: { 'X-Api-Key': process.env.TIDE_FEED_KEY || '' },
  });
}

async function fetchSlipway(client, slipway) {
  const { data } = await client.get(`/stations/${encodeURIComponent(slipway)}/observations/latest`);
  return {
    slipway,
    tideHeightM: Number(data.tide_height_m),
    windKnots: Number(data.wind_speed_kt),
    gustKnots: Number(data.wind_gust_kt),
    observedAt: data.observed_at,
  };
}

async function syncAll() {
  const client = buildFeedClient();
  const outcomes = await Promise.allSettled(SLIPWAYS.map((s) => fetchSlipway(client, s)));
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'fulfilled') {
      latest.set(SLIPWAYS[i], { reading: outcome.value, fetchedAt: new Date() });
    } else {
      console.warn(`tide feed for ${SLIPWAYS[i]} failed: ${outcome.reason.message}`);
    }
  });
  lastRun = new Date();
  client.defaults.httpsAgent.destroy();
}

cron.schedule('*/5 * * * *', () => {
  syncAll().catch((err) => console.error('tide sync crashed', err));
});

const app = express();

app.get('/crossing-conditions', (req, res) => {
  const conditions = SLIPWAYS.map((s) => {
    const entry = latest.get(s);
    if (!entry) return { slipway: s, status: 'no data' };
    const { gustKnots, tideHeightM } = entry.reading;
    const status = gustKnots > 35 || tideHeightM < 0.4 ? 'hold' : 'clear';
    return { ...entry.reading, status, fetchedAt: entry.fetchedAt };
  });
  res.json({ lastRun, conditions });
});

app.listen(Number(process.env.PORT || 3200), () => {
  console.log('tide feed sync running');
  syncAll().catch((err) => console.error('initial tide sync failed', err));
});
