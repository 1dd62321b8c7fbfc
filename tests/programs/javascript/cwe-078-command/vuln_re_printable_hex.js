// A regex test: printable hex (written in review of the regex reading)
const express = require('express')
const { exec, execFile } = require('child_process')
const app = express()
app.get('/p', (req, res) => {
  const h = String(req.query.h)
  if (!/^[\x20-\x7e]+$/.test(h)) return res.status(400).end()
  exec('ping ' + h, () => res.end())
})
