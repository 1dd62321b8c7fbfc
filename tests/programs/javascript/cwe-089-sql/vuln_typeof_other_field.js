// Express route that updates a ticket's title.
const express = require('express')
const mysql = require('mysql2')

const pool = mysql.createPool({ host: 'db', user: 'app', database: 'helpdesk' })
const app = express()
app.use(express.json())

app.post('/tickets/title', (req, res) => {
  if (typeof req.body.id !== 'number') {
    return res.status(400).end()
  }
  pool.query("UPDATE tickets SET title = '" + req.body.title + "' WHERE id = " + req.body.id, (err) => {
    res.status(err ? 500 : 204).end()
  })
})

module.exports = app
