// Express route that traces the route to a host.
const express = require('express')
const net = require('node:net')
const { exec } = require('node:child_process')

const app = express()

app.get('/diag/trace', (req, res) => {
  const target = String(req.query.target || '')
  if (net.isIP(target) === 0) {
    exec('traceroute -m 10 ' + target, (err, stdout) => res.type('text/plain').send(stdout || ''))
    return
  }
  exec('traceroute -n -m 10 ' + target, (err, stdout) => res.type('text/plain').send(stdout || ''))
})

module.exports = app
