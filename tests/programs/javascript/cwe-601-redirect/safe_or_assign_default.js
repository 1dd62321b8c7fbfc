// Express login handler sending the user back where they came from
const express = require("express");

const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/login", (req, res) => {
  let next = String(req.body.next || "");
  (next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\")) || (next = "/home");
  req.session = { user: req.body.user };
  res.redirect(next);
});

module.exports = app;
