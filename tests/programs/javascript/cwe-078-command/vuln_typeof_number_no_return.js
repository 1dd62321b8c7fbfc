// Express route that tails a numbered job log.
const express = require('express')
const { execSync } = require('child_process')

const app = express()
app.use(express.json())

app.post('/jobs/log', (req, res) => {
  const lines = req.body.lines
  if (typeof lines !== 'number') {
    console.warn('lines is not a number:', lines)
  }
  const out = execSync(`tail -n ${lines} /var/log/jobs/current.log`)
  res.type('text/plain').send(out)
})

module.exports = app
