// Express route that resolves a hostname for the network diagnostics page.
const express = require('express')
const net = require('node:net')
const { exec } = require('node:child_process')

const app = express()

app.get('/diag/resolve', (req, res) => {
  const host = String(req.query.host || '')
  if (net.isIP(host) !== 0) {
    return res.status(400).send('enter a hostname, not an address')
  }
  exec(`nslookup ${host}`, (err, stdout) => {
    if (err) return res.status(502).end()
    res.type('text/plain').send(stdout)
  })
})

module.exports = app
