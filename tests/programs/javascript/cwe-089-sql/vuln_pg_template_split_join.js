// body value normalised with split/join, then placed in a pg query template
const express = require("express");
const { Pool } = require("pg");

const app = express();
app.use(express.json());
const pool = new Pool();

app.post("/find", async (req, res) => {
  const city = req.body.city.split(" ").join("");
  const { rows } = await pool.query(`SELECT name FROM stores WHERE city = '${city}'`);
  res.json(rows);
});

app.listen(3000);
