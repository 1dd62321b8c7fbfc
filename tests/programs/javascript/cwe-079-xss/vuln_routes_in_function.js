// Registers a plain-text health route and a greeting page.
const express = require('express')

function registerRoutes (app) {
  app.get('/health', (req, res) => {
    res.setHeader('Content-Type', 'text/plain')
    res.send('ok ' + req.query.probe)
  })
  app.get('/greet', (req, res) => {
    res.send('Hello ' + req.query.name)
  })
}

const app = express()
registerRoutes(app)
module.exports = app
