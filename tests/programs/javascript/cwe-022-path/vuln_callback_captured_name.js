// file name from the query is read inside a database callback
const express = require("express");
const path = require("path");
const sqlite3 = require("sqlite3");

const app = express();
const db = new sqlite3.Database("/srv/app.db");

app.get("/download", (req, res) => {
  const name = req.query.file;
  db.get("SELECT 1 FROM downloads WHERE enabled = 1", [], (err, row) => {
    if (err || !row) {
      return res.status(503).end();
    }
    res.sendFile(path.join("/srv/files", name));
  });
});

app.listen(3000);
