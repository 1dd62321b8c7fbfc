// A regex test: empty class (written in review of the regex reading)
const express = require('express')
const { exec, execFile } = require('child_process')
const app = express()
app.get('/g', (req, res) => {
  const n = String(req.query.n)
  if (!/^[]?[^]*$/.test(n)) return res.status(400).end()
  res.send('<h1>Hello ' + n + '</h1>')
})
