// greeting page; names are escaped unless they are plain words
const express = require("express");
const escapeHtml = require("escape-html");

const app = express();

app.get("/hello", (req, res) => {
  let name = String(req.query.name || "guest");
  /^[A-Za-z]+$/.test(name) || (name = escapeHtml(name));
  res.send("<h1>Hello " + name + "</h1>");
});

app.listen(3000);
