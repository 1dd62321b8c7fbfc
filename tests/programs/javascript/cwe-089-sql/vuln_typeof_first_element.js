// Express route that deletes several draft posts at once.
const express = require('express')
const mysql = require('mysql2')

const pool = mysql.createPool({ host: 'db', user: 'blog', database: 'blog' })
const app = express()
app.use(express.json())

app.post('/drafts/delete', (req, res) => {
  const ids = req.body.ids
  if (!Array.isArray(ids) || typeof ids[0] !== 'number') {
    return res.status(400).end()
  }
  pool.query('DELETE FROM drafts WHERE id IN (' + ids.join(',') + ')', (err) => {
    res.status(err ? 500 : 204).end()
  })
})

module.exports = app
