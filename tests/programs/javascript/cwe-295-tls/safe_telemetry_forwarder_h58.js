// telemetry forwarder (h58 set)
'use strict';

const dgram = require('node:dgram');
const fs = require('node:fs');
const https = require('node:https');
const { EventEmitter } = require('node:events');
const axios = require('axios');

const config = Object.freeze({
  listenPort: Number(process.env.FRAME_PORT) || 52001,
  missionOpsUrl: process.env.MISSION_OPS_URL || 'https://mission-ops.internal.example/api/telemetry',
  caFile: process.env.MISSION_OPS_CA || '/etc/groundstation/mission-ops-ca.pem',
  stationId: process.env.STATION_ID || 'GS-KIRUNA-2',
  apiToken: process.env.MISSION_OPS_TOKEN,
});

const agent = new https.Agent({ keepAlive: true, ca: fs.readFileSync(config.caFile), rejectUnauthorized: true });

const ops = axios.create({
  baseURL: config.missionOpsUrl,
  httpsAgent: agent,
  timeout: 5000,
  headers: { Authorization: `Bearer ${config.apiToken}`, 'X-Station-Id': config.stationId },
});

// CCSDS primary header: version(3) type(1) secHdr(1) apid(11) | seqFlags(2) seqCount(14) | length(16)
const decodeFrame = (buf) => ({
  apid: buf.readUInt16BE(0) & 0x07ff,
  sequence: buf.readUInt16BE(2) & 0x3fff,
  length: buf.readUInt16BE(4) + 1,
  payload: buf.subarray(6).toString('base64'),
  receivedAt: new Date().toISOString(),
});

const frames = new EventEmitter();
const batch = [];

frames.on('frame', (frame) => {
  batch.push(frame);
  if (batch.length >= 50) frames.emit('flush');
});

frames.on('flush', async () => {
  const outgoing = batch.splice(0, batch.length);
  if (outgoing.length === 0) return;
  try {
    await ops.post('', { station: config.stationId, frames: outgoing });
  } catch (err) {
    batch.unshift(...outgoing.slice(-500));
    process.stderr.write(`forward failed (${outgoing.length} frames): ${err.code ?? err.message}\n`);
  }
});

const socket = dgram.createSocket('udp4');
socket.on('message', (msg) => {
  if (msg.length >= 6) frames.emit('frame', decodeFrame(msg));
});
socket.bind(config.listenPort);

setInterval(() => frames.emit('flush'), 2000).unref();
fs.access(config.caFile, fs.constants.R_OK, (err) => {
  if (err) process.stderr.write(`note: CA bundle ${config.caFile} not readable\n`);
});
