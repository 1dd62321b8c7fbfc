// greets every name a visitor sent, collected in a forEach callback without escaping
const express = require('express')

const app = express()

app.get('/greet', (req, res) => {
  const lines = []
  String(req.query.names || '').split(',').forEach((n) => {
    lines.push('<p>Hello ' + n + '</p>')
  })
  res.send(lines.join(''))
})

app.listen(3000)
