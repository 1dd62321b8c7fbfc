// eval only sees a constant expression; the query value is parsed as a number
const express = require("express");

const app = express();

app.get("/double", (req, res) => {
  const base = eval("2 * 1");
  const n = Number(req.query.n || 0);
  res.json({ value: base * n });
});

app.listen(3000);
