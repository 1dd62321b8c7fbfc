// Express password-reset route backed by Mongoose.
const express = require('express')
const User = require('./models/user')

const app = express()
app.use(express.json())

app.post('/password/forgot', async (req, res) => {
  const email = req.body.email
  if (email == null || typeof email === 'object') {
    return res.status(400).end()
  }
  const user = await User.findOne({ email: email })
  if (user) await user.sendResetMail()
  res.status(202).end()
})

module.exports = app
