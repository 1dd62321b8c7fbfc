// a JSON field that happens to be called "digest" is request data like any other
const express = require('express')
const { exec } = require('child_process')

const app = express()

app.post('/verify', (req, res) => {
  const body = JSON.parse(req.query.data)
  exec('verify ' + body.digest, (err, out) => res.send(out))
})

app.listen(3000)
