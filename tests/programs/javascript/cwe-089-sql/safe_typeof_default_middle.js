// Look up a user by email; numbers are looked up by id instead.
const express = require('express')
const User = require('./models/user')
const app = express()
app.use(express.json())

app.post('/users/lookup', async (req, res) => {
  const email = req.body.email
  switch (typeof email) {
    case 'number':
      return res.json(await User.findById(email))
    default:
      console.warn('unexpected email type', typeof email)
      return res.status(400).end()
    case 'string':
      return res.json(await User.findOne({ email }))
  }
})

module.exports = app
