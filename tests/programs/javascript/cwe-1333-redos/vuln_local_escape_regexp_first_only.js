// highlights a search term: without the `g` flag only the first metacharacter is escaped
const express = require("express");

const app = express();
const NAMES = ["alpha", "beta", "gamma"];

function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/, "\\$&");
}

app.get("/names", (req, res) => {
  const re = new RegExp("^" + escapeRegExp(String(req.query.q || "")), "i");
  res.json(NAMES.filter((n) => re.test(n)));
});

app.listen(3000);
