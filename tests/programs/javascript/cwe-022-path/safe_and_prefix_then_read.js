// raw text view of files below the docs root
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const ROOT = path.resolve("/srv/docs");

app.get("/raw", (req, res) => {
  const full = path.resolve(ROOT, String(req.query.f || ""));
  const body = (full.startsWith(ROOT + path.sep) && fs.readFileSync(full, "utf8")) || "";
  res.type("text/plain").send(body);
});

app.listen(3000);
