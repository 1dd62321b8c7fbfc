// A plain-text version endpoint and a greeting page.
const express = require('express')
const escapeHtml = require('escape-html')
const app = express()

app.get('/version', (req, res) => {
  res.type('text/plain')
  res.send('v1.2.3 ' + req.query.build)
})

app.get('/greet', (req, res) => {
  res.send('Hello ' + escapeHtml(req.query.name))
})

module.exports = app
