// Express route that checks a device's health endpoint by address.
const express = require('express')
const net = require('node:net')

const app = express()

app.get('/devices/health', async (req, res) => {
  const ip = String(req.query.ip || '')
  if (!net.isIP(ip)) {
    return res.status(400).json({ error: 'ip required' })
  }
  const r = await fetch(`http://${ip}:8080/health`)
  res.status(r.status).send(await r.text())
})

module.exports = app
