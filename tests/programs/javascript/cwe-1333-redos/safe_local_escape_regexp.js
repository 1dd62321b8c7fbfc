// highlights a search term: the app's own escaper puts a backslash before every metacharacter
const express = require("express");

const app = express();
const NAMES = ["alpha", "beta", "gamma"];

function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

app.get("/names", (req, res) => {
  const re = new RegExp("^" + escapeRegExp(String(req.query.q || "")), "i");
  res.json(NAMES.filter((n) => re.test(n)));
});

app.listen(3000);
