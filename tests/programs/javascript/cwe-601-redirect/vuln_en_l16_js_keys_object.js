// An enumeration, a loop or a redirect: js keys object (written in review)
const express = require("express");
const app = express();
app.get("/go", (req, res) => {
  const q = req.query;
  for (const k in q) {
    if (!/^[a-z]+$/.test(k)) return res.status(400).end();
  }
  res.redirect(q.next);
});
