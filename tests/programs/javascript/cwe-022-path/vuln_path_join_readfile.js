// file name from the query string joined under the uploads folder and read
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const UPLOADS = "/srv/uploads";

app.get("/file", (req, res) => {
  const name = req.query.name || "";
  const full = path.join(UPLOADS, name);
  fs.readFile(full, (err, data) => {
    if (err) return res.status(404).end();
    res.send(data);
  });
});

app.listen(3000);
