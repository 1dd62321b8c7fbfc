// pings every host in the list a visitor sent, one shell command per host
const express = require('express')
const { exec } = require('child_process')

const app = express()

app.get('/ping', (req, res) => {
  String(req.query.hosts || '').split(',').forEach((host) => {
    exec('ping -c 1 ' + host, (err, out) => console.log(err || out))
  })
  res.send('pinging')
})

app.listen(3000)
