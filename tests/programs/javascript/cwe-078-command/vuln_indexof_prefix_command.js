// runs a disk report a visitor asks for when the command starts with the allowed program
const express = require('express')
const { exec } = require('child_process')

const app = express()

app.get('/disk', (req, res) => {
  const cmd = String(req.query.cmd || '')
  if (cmd.indexOf('df ') !== 0) {
    return res.status(403).send('forbidden')
  }
  exec(cmd, (err, out) => res.send(err ? 'failed' : out))
})

app.listen(3000)
