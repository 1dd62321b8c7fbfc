// shows the searched name back, escaped by the database driver before it is placed in markup
const express = require("express");
const mysql = require("mysql");

const app = express();
const connection = mysql.createConnection({ host: "db", user: "app", database: "shop" });

app.get("/search", (req, res) => {
  const name = connection.escape(req.query.name);
  res.send("<h1>Results for " + name + "</h1>");
});

app.listen(3000);
