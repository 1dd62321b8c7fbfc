// Delete a user's workspace folder by name.
const express = require('express')
const fs = require('fs')
const path = require('path')
const app = express()
const ROOT = '/srv/workspaces/current'

app.delete('/workspaces/:name', (req, res) => {
  const name = req.params.name
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return res.status(400).end()
  fs.rmSync(path.join(ROOT, name), { recursive: true, force: true })
  res.status(204).end()
})

module.exports = app
