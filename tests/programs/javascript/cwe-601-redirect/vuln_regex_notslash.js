// Return the user to a page after login.
const express = require('express')
const app = express()

app.get('/login/done', (req, res) => {
  const next = String(req.query.next || '/')
  if (!/^\/(?!\/)/.test(next)) return res.redirect('/')
  res.redirect(next)
})

module.exports = app
