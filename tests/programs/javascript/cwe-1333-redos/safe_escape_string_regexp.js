// the search word is escaped with escape-string-regexp before it becomes a pattern
const express = require('express')
const escapeStringRegexp = require('escape-string-regexp')

const app = express()
const NAMES = ['alice', 'bob', 'carol']

app.get('/search', (req, res) => {
  const re = new RegExp('^' + escapeStringRegexp(String(req.query.q)), 'i')
  res.json(NAMES.filter((n) => re.test(n)))
})

app.listen(3000)
