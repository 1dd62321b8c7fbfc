// Express greeting page with an optional visitor name
const express = require("express");
const escapeHtml = require("escape-html");

const app = express();

app.get("/hello", (req, res) => {
  const name = req.query.name;
  const shown = name && escapeHtml(String(name));
  res.send(`<h1>Hello ${shown || "visitor"}!</h1>`);
});

module.exports = app;
