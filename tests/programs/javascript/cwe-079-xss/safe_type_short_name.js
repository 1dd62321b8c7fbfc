// Echoes a message as text.
const express = require('express')
const app = express()

app.get('/echo', (req, res) => {
  res.type('txt')
  res.send(req.query.msg)
})

app.listen(3000)
