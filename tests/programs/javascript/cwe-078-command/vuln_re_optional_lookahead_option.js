// A regex test: optional lookahead option (written in review of the regex reading)
const express = require('express')
const { exec, execFile } = require('child_process')
const app = express()
app.get('/t', (req, res) => {
  const ref = String(req.query.ref)
  if (!/^(?!-)?[\w.-]+$/.test(ref)) return res.status(400).end()
  execFile('git', ['grep', '-n', '-e', 'TODO', ref], (e, out) => res.send(out))
})
