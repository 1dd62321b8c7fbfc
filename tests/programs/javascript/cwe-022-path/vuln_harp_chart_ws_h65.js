// A harp chart ws program of the h65 set (cwe-022-path).
'use strict';

// Bench service for the harp workshop. Each bench tablet keeps a WebSocket open
// and asks for the stringing chart (gauge, material and target tension per
// string) of the harp model currently being strung, e.g. "lever-34" or
// "pedal-47-concert".

const { WebSocketServer } = require('ws');
const fs = require('fs/promises');
const path = require('path');

const CHART_DIR = path.resolve(process.env.CHART_DIR || '/srv/harp-workshop/string-charts');
const MODEL_NAME = /[a-z0-9-]{2,40}/;

const chartCache = new Map();

async function loadChart(model) {
  if (chartCache.has(model)) {
    return chartCache.get(model);
  }
  const file = path.join(CHART_DIR, `${model}.json`);
  const chart = JSON.parse(await fs.readFile(file, 'utf8'));
  chartCache.set(model, chart);
  return chart;
}

function send(socket, message) {
  if (socket.readyState === socket.OPEN) {
    socket.send(JSON.stringify(message));
  }
}

const wss = new WebSocketServer({
  port: Number(process.env.PORT) || 8080,
  maxPayload: 16 * 1024,
});

wss.on('connection', (socket, request) => {
  const bench = request.headers['x-bench-id'] || 'unknown bench';

  socket.on('message', async (data) => {
    let msg;
    try {
      msg = JSON.parse(data.toString('utf8'));
    } catch {
      send(socket, { type: 'error', message: 'messages must be JSON' });
      return;
    }

    if (msg.type === 'ping') {
      send(socket, { type: 'pong', at: Date.now() });
      return;
    }
    if (msg.type !== 'chart') {
      send(socket, { type: 'error', message: `unknown message type` });
      return;
    }

    const model = String(msg.model || '').toLowerCase();
    if (!MODEL_NAME.test(model)) {
      send(socket, { type: 'error', message: 'model must look like lever-34' });
      return;
    }

    try {
      const chart = await loadChart(model);
      send(socket, { type: 'chart', model, chart });
    } catch (err) {
      if (err.code === 'ENOENT') {
        send(socket, { type: 'error', message: `no stringing chart for ${model}` });
      } else {
        console.error(`chart lookup failed for ${bench}`, err.code || err.name);
        send(socket, { type: 'error', message: 'chart could not be loaded' });
      }
    }
  });
});

console.log(`string chart service listening on ${wss.options.port}`);
