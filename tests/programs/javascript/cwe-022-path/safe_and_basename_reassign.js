// Express route returning a user's exported CSV file
const express = require("express");
const path = require("path");

const app = express();
const EXPORT_DIR = "/srv/exports";

app.get("/export", (req, res) => {
  let file = req.query.file;
  if (typeof file !== "string" || !(file = path.basename(file)).endsWith(".csv")) {
    return res.status(400).send("bad file");
  }
  res.sendFile(path.join(EXPORT_DIR, file));
});

module.exports = app;
