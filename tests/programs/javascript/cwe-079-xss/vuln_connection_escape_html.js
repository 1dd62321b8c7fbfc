// a SQL escaper (the mysql connection's escape) is no HTML escaper: the name is sent as markup
const express = require('express')
const mysql = require('mysql')

const app = express()
const connection = mysql.createConnection({ host: 'db', user: 'app', database: 'shop' })

app.get('/hello', (req, res) => {
  res.send('<p>Hello ' + connection.escape(req.query.name) + '</p>')
})

app.listen(3000)
