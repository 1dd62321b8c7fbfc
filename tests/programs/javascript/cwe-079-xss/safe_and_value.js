// Show the search term back to the user.
const express = require('express')
const escapeHtml = require('escape-html')
const app = express()

app.get('/search', (req, res) => {
  const term = req.query.q && escapeHtml(req.query.q.trim())
  const page = req.query.page && 'page ' + Number(req.query.page)
  res.send('<p>Results for ' + term + ' on ' + page + '</p>')
})

module.exports = app
