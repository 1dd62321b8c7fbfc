// Sets the CSRF token cookie read by the single-page app.
const express = require('express')
const app = express()

app.get('/csrf', (req, res) => {
  res.cookie('XSRF-TOKEN', req.csrfToken(), {
    httpOnly: false,
    secure: true,
    sameSite: 'strict',
  })
  res.sendStatus(204)
})

app.listen(3000)
