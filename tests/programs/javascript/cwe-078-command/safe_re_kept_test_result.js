// the anchored test's result is kept in a variable and refused before exec.
const express = require('express')
const { exec } = require('child_process')

const app = express()

app.get('/ping', (req, res) => {
  const host = String(req.query.host || '')
  const valid = /^[a-z0-9]+$/.test(host)
  if (!valid) return res.status(400).end()
  exec('ping -c 1 ' + host, (err, out) => res.type('text/plain').send(out))
})
