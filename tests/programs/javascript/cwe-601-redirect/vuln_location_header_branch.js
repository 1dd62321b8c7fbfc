// Location header set from the header value on one branch
const express = require("express");

const app = express();

app.get("/continue", (req, res) => {
  let dest = "/home";
  if (req.get("X-Return")) {
    dest = req.get("X-Return");
  }
  res.status(302).set("Location", dest).end();
});

app.listen(3000);
