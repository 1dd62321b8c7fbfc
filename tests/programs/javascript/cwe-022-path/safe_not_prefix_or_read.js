// raw text view: files below the docs root that are not marked private
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const ROOT = path.resolve("/srv/docs");

app.get("/raw", (req, res) => {
  const full = path.resolve(ROOT, String(req.query.f || ""));
  if (!full.startsWith(ROOT + path.sep) || fs.readFileSync(full, "utf8").startsWith("#private")) {
    return res.status(403).end();
  }
  res.json({ name: path.basename(full) });
});

app.listen(3000);
