// query value selects an entry of a constant map of paths
const express = require("express");

const app = express();
const PAGES = { home: "/", billing: "/account/billing", help: "/help" };

app.get("/jump", (req, res) => {
  const key = String(req.query.to || "home");
  const dest = Object.prototype.hasOwnProperty.call(PAGES, key) ? PAGES[key] : "/";
  res.redirect(dest);
});

app.listen(3000);
