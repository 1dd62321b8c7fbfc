// session token from crypto.randomBytes
const express = require("express");
const crypto = require("crypto");

const app = express();

app.post("/login", (req, res) => {
  const sid = crypto.randomBytes(32).toString("hex");
  res.cookie("sid", sid, { httpOnly: true, secure: true });
  res.send("logged in");
});

app.listen(3000);
