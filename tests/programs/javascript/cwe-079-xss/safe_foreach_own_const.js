// logs each name a visitor sent; the page only says done, from a constant of the same name
const express = require('express')

const app = express()

app.get('/greet', (req, res) => {
  const msg = '<p>done</p>'
  String(req.query.names || '').split(',').forEach((n) => {
    const msg = n.trim()
    console.log('greeting', msg.length)
  })
  res.send(msg)
})

app.listen(3000)
