// Express endpoint used by field technicians to check whether a smart meter gateway responds
const express = require('express');
const { exec } = require('child_process');

const router = express.Router();
const PING_COUNT = 3;

function isHostname(value) {
  return /^(?!-)[a-z0-9.-]{1,253}$/i.test(value);
}

function runPing(host, count) {
  return new Promise((resolve) => {
    exec(`ping -c ${count} -W 2 ${host}`, { timeout: 15000 }, (err, stdout) => {
      resolve({ reachable: !err, output: String(stdout || '') });
    });
  });
}

function summarize(output) {
  return output
    .split('\n')
    .filter((line) => line.includes('packet loss') || line.startsWith('rtt'));
}

router.post('/gateways/ping', async (req, res) => {
  const { gatewayHost, siteId } = req.body;
  if (typeof gatewayHost !== 'string' || !isHostname(gatewayHost)) {
    return res.status(400).json({ error: 'gatewayHost must be a hostname' });
  }
  const result = await runPing(gatewayHost, PING_COUNT);
  res.json({
    siteId,
    host: gatewayHost,
    reachable: result.reachable,
    summary: summarize(result.output),
  });
});

module.exports = router;
