// Adds CORS headers for the company's web app.
const express = require('express')
const app = express()

const ALLOWED = new Set(['https://app.acme-corp.com', 'https://admin.acme-corp.com'])

app.use((req, res, next) => {
  if (ALLOWED.has(req.headers.origin)) {
    res.set({
      'Access-Control-Allow-Origin': req.headers.origin,
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
    })
  }
  next()
})

app.listen(3000)
