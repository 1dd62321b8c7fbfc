// Express route that rotates a worker by its slot.
const express = require('express')
const { execSync } = require('child_process')

const app = express()
app.use(express.json())

app.post('/workers/restart', (req, res) => {
  const slot = req.body.slot
  if (typeof slot !== 'number' && typeof slot !== 'string') {
    return res.status(400).end()
  }
  execSync('systemctl restart worker@' + slot)
  res.status(204).end()
})

module.exports = app
