// Express route that echoes a search term back on the results page.
const express = require('express')

const app = express()

app.get('/search', (req, res) => {
  const q = req.query.q
  if (typeof q !== 'string') {
    return res.status(400).send('bad query')
  }
  res.send('<h1>Results for ' + q + '</h1>')
})

module.exports = app
