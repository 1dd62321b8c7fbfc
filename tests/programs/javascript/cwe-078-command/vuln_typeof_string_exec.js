// Express route that runs a DNS lookup for the support dashboard.
const express = require('express')
const { exec } = require('child_process')

const router = express.Router()

router.post('/tools/dig', (req, res) => {
  const domain = req.body.domain
  if (typeof domain !== 'string') {
    return res.status(400).json({ error: 'domain must be a string' })
  }
  exec('dig +short ' + domain, (err, stdout) => {
    if (err) return res.status(500).end()
    res.type('text/plain').send(stdout)
  })
})

module.exports = router
