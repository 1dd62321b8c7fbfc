// greeting page; the raw flag keeps markup in the name
const express = require("express");
const escapeHtml = require("escape-html");

const app = express();

app.get("/hello", (req, res) => {
  let name = String(req.query.name || "guest");
  req.query.raw === "1" || (name = escapeHtml(name));
  res.send("<h1>Hello " + name + "</h1>");
});

app.listen(3000);
