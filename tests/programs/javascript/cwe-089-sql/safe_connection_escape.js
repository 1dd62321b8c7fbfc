// the name is escaped with the mysql connection's own escape() before it is concatenated
const express = require('express')
const mysql = require('mysql')

const app = express()
const connection = mysql.createConnection({ host: 'db', user: 'app', database: 'shop' })

app.get('/users', (req, res) => {
  const sql = 'SELECT id, name FROM users WHERE name = ' + connection.escape(req.query.name)
  connection.query(sql, (err, rows) => {
    if (err) return res.status(500).end()
    res.json(rows)
  })
})

app.listen(3000)
