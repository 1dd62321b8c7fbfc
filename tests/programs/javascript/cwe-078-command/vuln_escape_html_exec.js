// prints a shipping label with the recipient name from the form
const { exec } = require('child_process')
const express = require('express')
const escapeHtml = require('escape-html')

const app = express()
app.use(express.urlencoded({ extended: false }))

app.post('/label', (req, res) => {
  const recipient = escapeHtml(req.body.recipient)
  exec('lpr -T "' + recipient + '" /srv/labels/next.pdf', (err) => {
    res.send(err ? 'failed' : 'printed')
  })
})

app.listen(3000)
