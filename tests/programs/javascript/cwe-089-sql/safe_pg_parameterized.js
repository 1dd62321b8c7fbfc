// value passed as a bound parameter to pg
const express = require("express");
const { Pool } = require("pg");

const app = express();
const pool = new Pool();

app.get("/product", async (req, res) => {
  const sku = String(req.query.sku || "");
  const { rows } = await pool.query("SELECT name, price FROM products WHERE sku = $1", [sku]);
  res.json(rows[0] || null);
});

app.listen(3000);
