// Serve files from the public areas of the document tree.
const express = require('express')
const fs = require('fs')
const path = require('path')
const app = express()
const ROOT = '/srv/docs'
const PUBLIC_AREAS = ['guides', 'api', 'faq']

app.get('/docs', (req, res) => {
  const rel = String(req.query.path)
  if (!PUBLIC_AREAS.includes(rel)) return res.status(403).end()
  res.type('text/plain').send(fs.readFileSync(path.join(ROOT, rel, 'index.txt'), 'utf8'))
})

module.exports = app
