// Account lookup by login name or by a login descriptor object.
const express = require('express')
const Account = require('./models/account')
const app = express()
app.use(express.json())

app.post('/accounts/find', async (req, res) => {
  const login = req.body.login
  switch (typeof login) {
    case 'object':
      if (Array.isArray(login)) return res.status(400).end()
      console.log('descriptor lookup')
      // descriptors are looked up as given
    case 'string': {
      const account = await Account.findOne({ login })
      return res.json({ id: account && account.id })
    }
    default:
      return res.status(400).end()
  }
})

module.exports = app
