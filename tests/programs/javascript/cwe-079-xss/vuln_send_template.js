// search term from the query string written into an HTML response
const express = require("express");

const app = express();

app.get("/search", (req, res) => {
  const q = req.query.q || "";
  res.send(`<h1>Results for ${q}</h1><p>No matches.</p>`);
});

app.listen(3000);
