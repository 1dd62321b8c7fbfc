// login handler redirects to the returnTo query value
const express = require("express");

const app = express();

app.post("/login", (req, res) => {
  const target = req.query.returnTo || "/";
  res.redirect(target);
});

app.listen(3000);
