// Echoes a message as text, with a charset when asked.
const express = require('express')
const app = express()

function withCharset(res) {
  res.set('Content-Type', 'text/plain; charset=utf-8')
}

app.get('/echo', (req, res) => {
  res.type('text/plain')
  if (req.query.format === 'utf8') withCharset(res)
  res.send(req.query.msg)
})

app.listen(3000)
