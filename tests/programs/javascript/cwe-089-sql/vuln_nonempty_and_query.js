// account lookup for the support console
const express = require("express");
const mysql = require("mysql2/promise");

const app = express();
const pool = mysql.createPool({ host: "db", user: "app", database: "app" });

app.get("/accounts", async (req, res) => {
  const email = String(req.query.email || "");
  const rows = email.length > 0 && (await pool.query("SELECT id, name FROM accounts WHERE email = '" + email + "'"))[0];
  res.json({ rows: rows || [] });
});

app.listen(3000);
