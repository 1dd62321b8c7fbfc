// The guard only asks whether parseInt() finds a leading number ("1 OR 1=1" gives 1); the raw string, not the parsed number, is concatenated into SQL.
const express = require("express");
const mysql = require("mysql2");

const app = express();
const db = mysql.createPool({ host: "db", user: "app", database: "shop" });

app.get("/products", (req, res) => {
  const id = req.query.id;
  if (Number.isNaN(parseInt(id, 10))) {
    return res.status(400).send("id must be numeric");
  }
  db.query("SELECT name, price FROM products WHERE id = " + id, (err, rows) => {
    if (err) return res.status(500).send("db error");
    res.json(rows);
  });
});

app.listen(3000);
