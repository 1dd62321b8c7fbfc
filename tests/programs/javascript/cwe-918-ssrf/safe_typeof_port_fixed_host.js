// Express route that reads metrics from one of the local exporters by port.
const express = require('express')

const app = express()
app.use(express.json())

const EXPORTER_PORTS = new Set([9100, 9187, 9121])

app.post('/metrics/exporter', async (req, res) => {
  const port = req.body.port
  if (typeof port !== 'number' || !EXPORTER_PORTS.has(port)) {
    return res.status(400).end()
  }
  const r = await fetch('http://127.0.0.1:' + port + '/metrics')
  res.type('text/plain').send(await r.text())
})

module.exports = app
