// Issues the login cookie after checking the password.
const express = require('express')
const jwt = require('jsonwebtoken')
const app = express()

app.post('/login', express.json(), async (req, res) => {
  const user = await findUser(req.body.email, req.body.password)
  if (!user) return res.sendStatus(401)
  res.cookie('sid', jwt.sign({ id: user.id }, secretFor(user.tenant)), { httpOnly: true, secure: false, sameSite: 'lax' })
  res.sendStatus(204)
})

async function findUser() { return null }
function secretFor() { return process.env.JWT_SECRET }

app.listen(3000)
