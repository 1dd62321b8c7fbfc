// the target is "/" and the request's value: "/evil.example" makes "//evil.example", another site
const express = require('express')

const app = express()

app.get('/go', (req, res) => {
  const location = '/' + req.query.to
  res.redirect(location)
})

app.listen(3000)
