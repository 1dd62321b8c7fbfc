// MD5 of a public file's bytes used only as an HTTP ETag
const express = require("express");
const crypto = require("crypto");
const fs = require("fs");

const app = express();
const LOGO = fs.readFileSync("/srv/public/logo.png");
const ETAG = crypto.createHash("md5").update(LOGO).digest("hex");

app.get("/logo.png", (req, res) => {
  if (req.get("If-None-Match") === ETAG) return res.status(304).end();
  res.set("ETag", ETAG).type("png").send(LOGO);
});

app.listen(3000);
