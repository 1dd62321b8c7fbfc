// Express login handler sending the user back where they came from
const express = require("express");

const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/signin", (req, res) => {
  let next = String(req.body.next || "/home");
  /^https?:/i.test(next) && (next = "/home");
  res.redirect(next);
});

module.exports = app;
