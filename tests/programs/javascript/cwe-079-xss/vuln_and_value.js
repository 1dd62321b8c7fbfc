// Show the search term back to the user.
const express = require('express')
const app = express()

app.get('/search', (req, res) => {
  const term = req.query.q && req.query.q.trim()
  const page = req.query.page && req.query.label
  res.send('<p>Results for ' + term + ' on ' + page + '</p>')
})

module.exports = app
