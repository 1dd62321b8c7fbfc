// search page: the term is escaped by the app's own helper, a lookup of each special character
const express = require("express");

const app = express();
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

app.get("/search", (req, res) => {
  const term = escapeHtml(req.query.q || "");
  res.send(`<h1>Results for "${term}"</h1><input name="q" value="${term}">`);
});

app.listen(3000);
