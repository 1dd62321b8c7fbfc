// user id from the route concatenated into a mysql query
const express = require("express");
const mysql = require("mysql");

const app = express();
const db = mysql.createConnection({ host: "db", user: "app", database: "shop" });

app.get("/orders/:user", (req, res) => {
  const sql = "SELECT * FROM orders WHERE user_id = '" + req.params.user + "'";
  db.query(sql, (err, rows) => {
    if (err) return res.status(500).end();
    res.json(rows);
  });
});

app.listen(3000);
