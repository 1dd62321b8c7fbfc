// logout route that returns to the page the client names
const express = require("express");

const app = express();

app.get("/logout", (req, res) => {
  let target = "/";
  req.query.next && (target = String(req.query.next));
  res.clearCookie("sid");
  res.redirect(target);
});

app.listen(3000);
