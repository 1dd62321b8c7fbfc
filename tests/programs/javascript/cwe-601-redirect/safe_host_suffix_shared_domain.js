// Redirects to the company preview deployment named in the query.
const express = require('express')
const app = express()

app.get('/preview', (req, res) => {
  const target = new URL(req.query.to)
  if (target.protocol === 'https:' && target.hostname.endsWith('.preview.acme-corp.com')) {
    return res.redirect(target.href)
  }
  res.status(400).send('bad target')
})

app.listen(3000)
