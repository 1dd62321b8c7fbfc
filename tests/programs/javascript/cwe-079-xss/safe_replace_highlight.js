// the escaped search word is a pattern that only chooses what is marked in escaped constant text
const express = require('express')
const escapeRegExp = require('lodash.escaperegexp')
const escapeHtml = require('escape-html')

const app = express()
const TEXT = 'The quick brown fox jumps over the lazy dog'

app.get('/highlight', (req, res) => {
  const re = new RegExp('(' + escapeRegExp(String(req.query.q)) + ')', 'gi')
  const marked = escapeHtml(TEXT).replace(re, '<mark>$1</mark>')
  res.send('<p>' + marked + '</p>')
})

app.listen(3000)
