// Trace the route to a host; IPv6 addresses go to a separate tool.
const express = require('express')
const net = require('node:net')
const { execFile } = require('node:child_process')
const app = express()

app.get('/trace', (req, res) => {
  const host = String(req.query.host)
  if (net.isIP(host) === 4) {
    return execFile('traceroute', [host], (err, out) => res.type('text/plain').send(out))
  }
  res.status(501).send('only IPv4 tracing is available')
})

module.exports = app
