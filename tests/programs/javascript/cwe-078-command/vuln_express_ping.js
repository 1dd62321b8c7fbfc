// Express diagnostics endpoint that pings a host and returns round-trip statistics
const express = require('express');
const { exec } = require('child_process');

const router = express.Router();
const HOST_PATTERN = /[a-zA-Z0-9][a-zA-Z0-9.-]*/;

function isHostname(value) {
  return typeof value === 'string' && value.length <= 253 && HOST_PATTERN.test(value);
}

function parseStats(output) {
  const match = output.match(/= ([\d.]+)\/([\d.]+)\/([\d.]+)/);
  if (!match) return null;
  return { min: Number(match[1]), avg: Number(match[2]), max: Number(match[3]) };
}

router.post('/diagnostics/ping', express.json(), (req, res) => {
  const { host, count } = req.body || {};
  if (!isHostname(host)) {
    return res.status(400).json({ error: 'host must be a hostname or IPv4 address' });
  }
  const n = Math.min(Math.max(parseInt(count, 10) || 3, 1), 10);

  exec(`ping -c ${n} -W 2 ${host}`, { timeout: 30000 }, (err, stdout) => {
    if (err) {
      return res.status(502).json({ error: 'host unreachable' });
    }
    res.json({ host, count: n, stats: parseStats(stdout) });
  });
});

module.exports = router;
