// A regex test: A z literal (written in review of the regex reading)
const express = require('express')
const { exec, execFile } = require('child_process')
const app = express()
app.get('/p', (req, res) => {
  const h = String(req.query.h)
  if (!/\A[a-z]+\z/.test(h)) return res.status(400).end()
  exec('ping ' + h, () => res.end())
})
