// resolved path must stay under the root, otherwise the handler returns 403 first
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const ROOT = "/srv/docs";

app.get("/doc", (req, res) => {
  const full = path.resolve(ROOT, String(req.query.p || "index.md"));
  if (!full.startsWith(ROOT + path.sep)) {
    return res.status(403).send("forbidden");
  }
  res.type("text/plain").send(fs.readFileSync(full, "utf8"));
});

app.listen(3000);
