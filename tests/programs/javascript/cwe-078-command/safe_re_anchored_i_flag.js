// A regex test: an anchored class with the i flag (written in review of the regex reading)
const express = require('express')
const { exec } = require('child_process')
const app = express()
app.get('/p', (req, res) => {
  const h = String(req.query.h)
  if (!/^[a-z0-9]+$/i.test(h)) return res.status(400).end()
  exec('ping ' + h, () => res.end())
})
