// password from signup stored as an MD5 hex digest
const express = require("express");
const crypto = require("crypto");

const app = express();
app.use(express.urlencoded({ extended: false }));
const users = new Map();

app.post("/signup", (req, res) => {
  const hash = crypto.createHash("md5").update(req.body.password).digest("hex");
  users.set(req.body.user, hash);
  res.status(201).send("created");
});

app.listen(3000);
