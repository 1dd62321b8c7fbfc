// Express route returning a user's exported CSV file
const express = require("express");
const path = require("path");
const fs = require("fs");

const app = express();
const EXPORT_DIR = "/srv/exports";

app.get("/export/raw", (req, res) => {
  let file = String(req.query.file || "");
  file.endsWith(".csv") || (file = path.basename(file) + ".csv");
  res.type("text/csv").send(fs.readFileSync(path.join(EXPORT_DIR, file)));
});

module.exports = app;
