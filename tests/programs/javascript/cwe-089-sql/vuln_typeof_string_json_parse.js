// Express route that lists tickets with a JSON filter from the query string.
const express = require('express')
const Ticket = require('./models/ticket')

const app = express()

app.get('/tickets', async (req, res) => {
  const raw = req.query.filter
  if (typeof raw !== 'string') {
    return res.status(400).json({ error: 'filter must be JSON text' })
  }
  let filter
  try {
    filter = JSON.parse(raw)
  } catch (e) {
    return res.status(400).end()
  }
  const tickets = await Ticket.find(filter).limit(50)
  res.json(tickets)
})

module.exports = app
