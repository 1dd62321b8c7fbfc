// Configures sessions, with a relaxed cookie on the local development server.
const express = require('express')
const session = require('express-session')

const app = express()

if (process.env.NODE_ENV === 'development') {
  app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: false } }))
} else {
  app.set('trust proxy', 1)
  app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: true, httpOnly: true } }))
}

app.listen(3000)
