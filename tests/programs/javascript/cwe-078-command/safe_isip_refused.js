// Resolve a host name with dig; literal addresses are refused.
const express = require('express')
const net = require('node:net')
const { execFile } = require('node:child_process')
const app = express()

app.get('/dns', (req, res) => {
  const host = String(req.query.host)
  if (!net.isIP(host)) return res.status(400).send('give an address')
  execFile('dig', ['+short', '-x', host], (err, out) => res.type('text/plain').send(out))
})

module.exports = app
