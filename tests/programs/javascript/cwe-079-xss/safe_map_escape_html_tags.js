// shows the tags a visitor typed, each escaped for HTML by passing the escaper to map
const express = require('express')
const escapeHtml = require('escape-html')

const app = express()

app.get('/tags', (req, res) => {
  const tags = String(req.query.tags || '').split(',').map(escapeHtml)
  res.send('<ul><li>' + tags.join('</li><li>') + '</li></ul>')
})

app.listen(3000)
