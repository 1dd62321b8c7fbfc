// Express login route backed by MongoDB.
const express = require('express')
const { MongoClient } = require('mongodb')

const client = new MongoClient(process.env.MONGO_URL)
const app = express()
app.use(express.json())

app.post('/login', async (req, res) => {
  const { username, password } = req.body
  if (typeof username !== 'string') {
    return res.status(400).end()
  }
  const user = await client.db('app').collection('users').findOne({ username: username, password: password })
  if (!user) return res.status(401).end()
  res.json({ id: user._id })
})

module.exports = app
