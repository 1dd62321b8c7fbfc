// Express route that fetches a warehouse bin by its number.
const express = require('express')
const mysql = require('mysql2')

const pool = mysql.createPool({ host: 'db', user: 'wms', database: 'wms' })
const app = express()
app.use(express.json())

app.post('/bins/lookup', (req, res) => {
  if (typeof req.body.bin !== 'number') {
    return res.status(400).end()
  }
  pool.query('SELECT * FROM bins WHERE bin_no = ' + req.body.bin, (err, rows) => {
    if (err) return res.status(500).end()
    res.json(rows)
  })
})

module.exports = app
