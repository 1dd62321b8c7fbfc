// query value escaped with escape-html before it is placed in markup
const express = require("express");
const escapeHtml = require("escape-html");

const app = express();

app.get("/search", (req, res) => {
  const q = escapeHtml(String(req.query.q || ""));
  res.send("<h1>Results for " + q + "</h1>");
});

app.listen(3000);
