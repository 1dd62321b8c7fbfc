// Express route that archives old log files, older than a given number of days.
const express = require('express')
const { execSync } = require('child_process')

const app = express()
app.use(express.json())

app.post('/logs/prune', (req, res) => {
  const days = typeof req.body.days === 'number' ? req.body.days : 30
  execSync('find /var/log/app -name "*.gz" -mtime +' + days + ' -delete')
  res.status(204).end()
})

module.exports = app
