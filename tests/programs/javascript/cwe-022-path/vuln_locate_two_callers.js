// Serves project documents and unpacks uploaded project archives into their folders.
const express = require('express')
const path = require('path')
const AdmZip = require('adm-zip')
const app = express()
const ROOT = '/srv/projects'

function locate(name) {
  return path.resolve(ROOT, name)
}

app.get('/doc', (req, res) => {
  const full = locate(req.query.p)
  if (!full.startsWith(ROOT + path.sep)) {
    return res.sendStatus(403)
  }
  res.sendFile(full)
})

app.post('/unpack', (req, res) => {
  const dest = locate(req.query.project)
  new AdmZip(req.file.buffer).extractAllTo(dest, true)
  res.end()
})
