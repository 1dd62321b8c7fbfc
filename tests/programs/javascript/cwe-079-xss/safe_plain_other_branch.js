// Export a report title as text or as an HTML page depending on the requested format.
const express = require('express')
const escapeHtml = require('escape-html')
const app = express()

app.get('/report/title', (req, res) => {
  const title = req.query.title || 'Untitled'
  if (req.query.format === 'txt') {
    res.type('text/plain')
    return res.send(title)
  }
  res.send('Report: ' + escapeHtml(title))
})

module.exports = app
