// account lookup by id or, failing that, by name
const express = require("express");
const mysql = require("mysql2/promise");

const app = express();
const pool = mysql.createPool({ host: "db", user: "app", database: "app" });

app.get("/accounts", async (req, res) => {
  const key = String(req.query.key || "");
  const byName = /^\d+$/.test(key) || (await pool.query("SELECT id FROM accounts WHERE name = '" + key + "'"))[0].length > 0;
  res.json({ byName });
});

app.listen(3000);
