// /^\d+/ checks only a digit prefix, so "1 OR 1=1" passes into the concatenated SQL.
const express = require("express");
const mysql = require("mysql");
const app = express();
const db = mysql.createConnection({ host: "localhost", user: "app", database: "shop" });

app.get("/order", (req, res) => {
  const id = String(req.query.id || "");
  if (!/^\d+/.test(id)) return res.status(400).send("bad id");
  db.query("SELECT * FROM orders WHERE id = " + id, (err, rows) => {
    if (err) return res.status(500).end();
    res.json(rows);
  });
});

app.listen(3000);
