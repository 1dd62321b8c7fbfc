// counts the names a visitor sent; the page shows a constant, the callback's var is its own
const express = require('express')

const app = express()

app.get('/count', (req, res) => {
  var msg = '<p>counted</p>'
  String(req.query.names || '').split(',').forEach(function (n) {
    if (n) {
      var msg = n.trim()
      console.log('name', msg.length)
    }
  })
  res.send(msg)
})

app.listen(3000)
