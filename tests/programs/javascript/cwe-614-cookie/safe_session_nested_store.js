// Configures sessions stored in Redis.
const express = require('express')
const session = require('express-session')
const RedisStore = require('connect-redis').default
const { createClient } = require('redis')

const app = express()

app.set('trust proxy', 1)
app.use(session({
  store: new RedisStore({ client: createClient({ url: process.env.REDIS_URL }) }),
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
}))

app.listen(3000)
