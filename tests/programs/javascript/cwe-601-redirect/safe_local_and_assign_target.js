// logout route that returns to one of the known pages the client names
const express = require("express");

const app = express();
const PAGES = new Set(["/", "/shop", "/blog", "/help"]);

app.get("/logout", (req, res) => {
  let target = "/";
  const next = String(req.query.next || "");
  PAGES.has(next) && (target = next);
  res.clearCookie("sid");
  res.redirect(target);
});

app.listen(3000);
