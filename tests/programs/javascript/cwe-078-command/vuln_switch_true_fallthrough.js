// Report the latest published version of an npm package.
const express = require('express')
const { exec } = require('child_process')
const app = express()

app.get('/pkg/version', (req, res) => {
  let pkg = String(req.query.name || '')
  switch (true) {
    case pkg.startsWith('@'):
      // scoped package: look it up without the scope marker
      pkg = pkg.slice(1)
    case /^[a-z0-9._-]+$/.test(pkg):
      exec('npm view ' + pkg + ' version', (err, out) => res.json({ version: String(out).trim() }))
      break
    default:
      res.status(400).json({ error: 'bad package name' })
  }
})

module.exports = app
