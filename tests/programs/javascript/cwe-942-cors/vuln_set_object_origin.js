// Adds CORS headers for the calling site.
const express = require('express')
const app = express()

app.use((req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': req.headers.origin,
    'Access-Control-Allow-Credentials': 'true',
  })
  next()
})

app.listen(3000)
