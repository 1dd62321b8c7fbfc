// A regex test: global failed search (written in review of the regex reading)
const express = require('express')
const { exec, execFile } = require('child_process')
const app = express()
const BAD = /[^a-z0-9]/g
app.get('/g', (req, res) => {
  const n = String(req.query.n)
  if (BAD.test(n)) return res.status(400).end()
  res.send('<h1>Hello ' + n + '</h1>')
})
