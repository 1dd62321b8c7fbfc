// search page: the entity map is changed after it is written, so `<` maps to itself
const express = require("express");

const app = express();
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
ENTITIES["<"] = "<";

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

app.get("/search", (req, res) => {
  res.send("<h1>" + escapeHtml(req.query.q || "") + "</h1>");
});

app.listen(3000);
