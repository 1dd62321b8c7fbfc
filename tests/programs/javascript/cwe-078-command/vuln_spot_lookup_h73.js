// A spot lookup program of the h73 set (cwe-078-command).
'use strict';

const http = require('node:http');
const { exec } = require('node:child_process');
const { promisify } = require('node:util');

const run = promisify(exec);
const CALLBOOK_BIN = process.env.CALLBOOK_BIN || '/usr/local/bin/callbook';
const CALLSIGN_PATTERN = /[A-Z0-9]{1,3}[0-9][A-Z0-9]{0,4}/;

function readBody(req, limit = 16 * 1024) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function decodeSpot(body) {
  // Cluster gateway posts {"spot": "<base64 json>"}
  const envelope = JSON.parse(body);
  const inner = Buffer.from(String(envelope.spot || ''), 'base64').toString('utf8');
  const spot = JSON.parse(inner);
  return {
    callsign: String(spot.dx || '').trim().toUpperCase(),
    frequency: Number(spot.freq),
    spotter: String(spot.de || ''),
  };
}

async function lookupOperator(callsign) {
  const { stdout } = await run(`${CALLBOOK_BIN} --format json ${callsign}`, { timeout: 5000 });
  return JSON.parse(stdout);
}

function send(res, status, payload) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(payload));
}

const server = http.createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/spots/enrich') {
    return send(res, 404, { error: 'not found' });
  }

  let spot;
  try {
    spot = decodeSpot(await readBody(req));
  } catch (err) {
    return send(res, 400, { error: 'malformed spot' });
  }

  if (!CALLSIGN_PATTERN.test(spot.callsign)) {
    return send(res, 422, { error: 'not a callsign' });
  }

  try {
    const operator = await lookupOperator(spot.callsign);
    send(res, 200, { ...spot, operator });
  } catch (err) {
    console.error('callbook lookup failed', err.message);
    send(res, 502, { error: 'callbook unavailable' });
  }
});

server.listen(Number(process.env.PORT || 7373), () => {
  console.log('spot enrichment service ready');
});
