// search page: the helper escapes tags but not quotes, and the term goes into an attribute
const express = require("express");

const app = express();

function escapeTags(s) {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

app.get("/search", (req, res) => {
  const term = escapeTags(req.query.q || "");
  res.send(`<input name="q" value="${term}">`);
});

app.listen(3000);
