// Export a report title as text or as an HTML page depending on the requested format.
const express = require('express')
const app = express()

app.get('/report/title', (req, res) => {
  const title = req.query.title || 'Untitled'
  if (req.query.format === 'txt') {
    res.type('text/plain')
    return res.send(title)
  }
  res.send('Report: ' + title)
})

module.exports = app
