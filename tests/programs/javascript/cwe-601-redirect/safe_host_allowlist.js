// URL host must be in a fixed set before the redirect
const express = require("express");

const app = express();
const HOSTS = new Set(["example.com", "docs.example.com"]);

app.get("/out", (req, res) => {
  let url;
  try {
    url = new URL(String(req.query.u));
  } catch (e) {
    return res.redirect("/");
  }
  if (!HOSTS.has(url.hostname)) return res.redirect("/");
  res.redirect(url.toString());
});

app.listen(3000);
