// the target must start with one "/" and not two, so it stays on this site
const express = require('express')

const app = express()

app.get('/continue', (req, res) => {
  const next = String(req.query.next || '/')
  if (next.startsWith('/') && !next.startsWith('//')) {
    return res.redirect(next)
  }
  res.redirect('/')
})

app.listen(3000)
