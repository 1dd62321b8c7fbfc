// Adds CORS headers for the company's sites.
const express = require('express')
const app = express()

app.use((req, res, next) => {
  const origin = req.get('Origin') || ''
  if (origin.endsWith('.acme-corp.com')) {
    res.set('Access-Control-Allow-Origin', origin)
    res.set('Vary', 'Origin')
  }
  next()
})

app.listen(3000)
