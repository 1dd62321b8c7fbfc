// A planetarium telescope feed client program of the h76 set (cwe-295-tls).
'use strict';

const https = require('https');
const fs = require('fs');
const axios = require('axios');
const express = require('express');

const FEEDS = {
  primary: process.env.OBSERVATORY_FEED_URL || 'https://feeds.hochberg-observatory.org/v2/telemetry',
  mirror: process.env.OBSERVATORY_MIRROR_URL || 'https://mirror.hochberg-observatory.org/v2/telemetry',
};

// transport name -> factory for the HTTPS agent used to reach that feed
const TRANSPORTS = {
  primary: () => new https.Agent({ keepAlive: true, maxSockets: 4 }),
  mirror: () => new https.Agent({
    keepAlive: true,
    maxSockets: 4,
    ca: fs.readFileSync(process.env.MIRROR_CA_FILE || '/etc/planetarium/mirror-ca.pem'),
  }),
};

class TelemetryFeed {
  constructor(name, url, agent) {
    this.name = name;
    this.http = axios.create({ baseURL: url, httpsAgent: agent, timeout: 4000 });
  }

  async latest() {
    const { data } = await this.http.get('/latest', {
      headers: { 'X-Planetarium-Key': process.env.OBSERVATORY_API_KEY },
    });
    return { source: this.name, ...data };
  }
}

class DomeDisplayFeed {
  constructor(feeds) {
    this.feeds = feeds;
    this.lastFrame = null;
  }

  async refresh() {
    for (const feed of this.feeds) {
      try {
        this.lastFrame = { ...(await feed.latest()), receivedAt: new Date().toISOString() };
        return this.lastFrame;
      } catch (err) {
        console.warn(`feed ${feed.name} unavailable: ${err.message}`);
      }
    }
    throw new Error('no telemetry feed reachable');
  }
}

function buildFeeds(order) {
  return order.map((name) => new TelemetryFeed(name, FEEDS[name], TRANSPORTS[name]()));
}

const order = (process.env.FEED_ORDER || 'primary,mirror').split(',').filter((n) => FEEDS[n]);
const display = new DomeDisplayFeed(buildFeeds(order));
const app = express();

app.get('/dome/telemetry', async (req, res) => {
  try {
    const frame = display.lastFrame && Date.now() - Date.parse(display.lastFrame.receivedAt) < 5000
      ? display.lastFrame
      : await display.refresh();
    res.json(frame);
  } catch (err) {
    res.status(503).json({ error: err.message });
  }
});

if (process.env.TELEMETRY_SNAPSHOT_FILE) {
  setInterval(() => {
    display.refresh()
      .then((frame) => fs.promises.writeFile(process.env.TELEMETRY_SNAPSHOT_FILE, JSON.stringify(frame)))
      .catch((err) => console.warn(err.message));
  }, 60000).unref();
}

app.listen(process.env.PORT || 4700);
