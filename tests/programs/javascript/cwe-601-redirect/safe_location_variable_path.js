// after an upload the browser goes to a path under /files/, built in a variable first
const express = require('express')
const path = require('path')

const app = express()
app.use(express.urlencoded({ extended: false }))

app.post('/upload', (req, res) => {
  const name = path.basename(req.body.name)
  const location = '/files/' + name
  res.redirect(303, location)
})

app.listen(3000)
