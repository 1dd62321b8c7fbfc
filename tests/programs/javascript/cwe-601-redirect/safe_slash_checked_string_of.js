// one "/" and not two, then redirected through String(): still a path on this site
const express = require('express')

const app = express()

app.get('/continue', (req, res) => {
  const next = String(req.query.next || '/')
  if (!next.startsWith('/') || next.startsWith('//')) {
    return res.redirect('/')
  }
  res.redirect(String(next))
})

app.listen(3000)
