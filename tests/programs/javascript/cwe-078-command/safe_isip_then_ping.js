// Express route that pings an address for the uptime checker.
const express = require('express')
const net = require('node:net')
const { exec } = require('node:child_process')

const app = express()

app.get('/uptime/ping', (req, res) => {
  const addr = String(req.query.addr || '')
  const kind = net.isIP(addr)
  if (kind === 0) {
    return res.status(400).send('not an IP address')
  }
  exec(`ping -c 1 -W 2 ${addr}`, (err) => res.json({ up: !err }))
})

module.exports = app
