// Echoes a message as text, or as a page when asked.
const express = require('express')
const app = express()

function asPage(res) {
  res.set('Content-Type', 'text/html; charset=utf-8')
}

app.get('/echo', (req, res) => {
  res.type('text/plain')
  if (req.query.format === 'page') asPage(res)
  res.send(req.query.msg)
})

app.listen(3000)
