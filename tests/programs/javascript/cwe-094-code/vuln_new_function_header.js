// header value becomes the body of a new Function
const express = require("express");

const app = express();

app.get("/transform", (req, res) => {
  const code = req.get("X-Transform") || "return x";
  const fn = new Function("x", code);
  res.json({ value: fn(21) });
});

app.listen(3000);
