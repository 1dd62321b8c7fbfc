// Express route that looks up an invitation by its code.
const express = require('express')
const Invitation = require('./models/invitation')

const app = express()
app.use(express.json())

app.post('/invitations/lookup', async (req, res) => {
  const code = req.body.code
  if (typeof code !== 'string') {
    return res.status(400).end()
  }
  const inv = await Invitation.findOne({ code })
  res.json({ valid: Boolean(inv) })
})

module.exports = app
