// password stored with scrypt and a random salt
const express = require("express");
const crypto = require("crypto");

const app = express();
app.use(express.urlencoded({ extended: false }));
const users = new Map();

app.post("/signup", (req, res) => {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(req.body.password, salt, 64);
  users.set(req.body.user, salt.toString("hex") + ":" + key.toString("hex"));
  res.status(201).send("created");
});

app.listen(3000);
