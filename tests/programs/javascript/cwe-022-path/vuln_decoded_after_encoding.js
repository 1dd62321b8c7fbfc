// downloads an attachment whose name travels percent-encoded in an internal token
const express = require('express')
const fs = require('fs')

const app = express()

app.get('/attachment', (req, res) => {
  const token = encodeURIComponent(req.query.name)
  const name = decodeURIComponent(token)
  res.send(fs.readFileSync('/srv/attachments/' + name))
})

app.listen(3000)
