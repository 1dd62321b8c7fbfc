// session cookie value taken from Math.random
const express = require("express");

const app = express();

app.post("/login", (req, res) => {
  const sid = Math.random().toString(36).slice(2);
  res.cookie("sid", sid, { httpOnly: true });
  res.send("logged in");
});

app.listen(3000);
