// Express route that scales a worker pool to a requested size.
const express = require('express')
const { execFileSync, execSync } = require('child_process')

const app = express()
app.use(express.json())

app.post('/pool/scale', (req, res) => {
  const size = req.body.size
  switch (typeof size) {
    case 'number':
      execSync('docker compose up -d --scale worker=' + size)
      return res.status(204).end()
    default:
      return res.status(400).end()
  }
})

module.exports = app
