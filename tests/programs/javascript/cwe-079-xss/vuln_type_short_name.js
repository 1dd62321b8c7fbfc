// Echoes a message as a page.
const express = require('express')
const app = express()

app.get('/echo', (req, res) => {
  res.type('htm')
  res.send(req.query.msg)
})

app.listen(3000)
