// Reset a password by email address.
const express = require('express')
const User = require('./models/user')
const app = express()
app.use(express.json())
const STRING = 'string'
const OBJECT = 'object'

app.post('/reset', async (req, res) => {
  const email = req.body.email
  switch (typeof email) {
    case STRING:
    case OBJECT: {
      const user = await User.findOne({ email })
      if (user) await user.sendReset()
      return res.status(204).end()
    }
    default:
      return res.status(400).end()
  }
})

module.exports = app
