// asset route that lower-cases plain names before reading from the assets root
const express = require("express");
const path = require("path");

const app = express();
const ROOT = "/srv/assets";

app.get("/asset", (req, res) => {
  let file = String(req.query.f || "");
  /^[A-Za-z0-9_-]+\.css$/.test(file) && (file = file.toLowerCase());
  res.sendFile(path.join(ROOT, file));
});

app.listen(3000);
