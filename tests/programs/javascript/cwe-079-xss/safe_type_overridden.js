// Echo a note back, as a page when the preview flag is given.
const express = require('express')
const app = express()

app.get('/note', (req, res) => {
  res.set('Content-Type', 'text/plain; charset=utf-8')
  if (req.query.preview) {
    console.log('preview requested')
  }
  res.send('Note: ' + req.query.note)
})

module.exports = app
