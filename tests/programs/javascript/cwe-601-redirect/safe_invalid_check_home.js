// after login the user goes to ?next= when it is a path on this site, home otherwise
const express = require('express')

const app = express()

function isInvalid (target) {
  return !target.startsWith('/') || target.startsWith('//')
}

app.get('/after-login', (req, res) => {
  const next = req.query.next || '/'
  if (isInvalid(next)) {
    return res.redirect('/home')
  }
  res.redirect(next)
})

app.listen(3000)
