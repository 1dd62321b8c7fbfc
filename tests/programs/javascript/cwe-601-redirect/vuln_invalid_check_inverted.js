// after login the user goes to ?next=, and the branch for an odd target redirects to it
const express = require('express')

const app = express()

function isInvalid (target) {
  return !target.startsWith('/') || target.startsWith('//')
}

app.get('/after-login', (req, res) => {
  const next = req.query.next || '/'
  if (isInvalid(next)) {
    console.warn('odd redirect target', next)
    return res.redirect(next)
  }
  res.redirect('/home')
})

app.listen(3000)
