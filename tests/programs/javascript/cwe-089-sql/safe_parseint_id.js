// id parsed with parseInt and checked before it is placed in the query text
const express = require("express");
const mysql = require("mysql");

const app = express();
const db = mysql.createConnection({ host: "db", user: "app", database: "billing" });

app.get("/invoice", (req, res) => {
  const id = parseInt(req.query.id, 10);
  if (Number.isNaN(id)) return res.status(400).end();
  db.query("SELECT * FROM invoices WHERE id = " + id, (err, rows) => {
    res.json(err ? [] : rows);
  });
});

app.listen(3000);
