// Express diagnostics endpoint that pings a host supplied by an operator.
const express = require('express');
const net = require('net');
const { execFile } = require('child_process');

const app = express();
app.use(express.json());

function runPing(host, count) {
  return new Promise((resolve, reject) => {
    execFile('ping', ['-c', String(count), host], { timeout: 10000 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(stderr || err.message));
      resolve(stdout);
    });
  });
}

app.post('/diagnostics/ping', async (req, res) => {
  const { host } = req.body;
  const count = Math.min(Math.max(Number.parseInt(req.body.count, 10) || 3, 1), 10);
  if (typeof host !== 'string' || net.isIP(host) === 0) {
    return res.status(400).json({ error: 'host must be an IP address' });
  }
  try {
    const output = await runPing(host, count);
    res.json({ host, count, output });
  } catch (err) {
    res.status(502).json({ error: err.message });
  }
});

app.listen(process.env.PORT || 8080);
