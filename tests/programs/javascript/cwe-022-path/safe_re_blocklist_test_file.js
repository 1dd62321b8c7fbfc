// any char outside [A-Za-z0-9_-] is rejected, so no "/" or "." can reach the file path.
const express = require("express");
const fs = require("fs");
const path = require("path");
const app = express();
const DIR = "/srv/app/config";

app.get("/config", (req, res) => {
  const name = String(req.query.name || "");
  if (/[^\w-]/.test(name)) return res.status(400).send("bad name");
  fs.readFile(path.join(DIR, name + ".json"), "utf8", (err, data) => {
    if (err) return res.status(404).end();
    res.type("application/json").send(data);
  });
});

app.listen(3000);
