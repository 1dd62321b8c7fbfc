// file download below the files root
const express = require("express");
const path = require("path");

const app = express();
const ROOT = path.resolve("/srv/files");

function assertInsideRoot(p) {
  if (!p.startsWith(ROOT + path.sep)) {
    throw new Error("outside root");
  }
  return true;
}

app.get("/download", (req, res) => {
  const full = path.resolve(ROOT, String(req.query.f || ""));
  assertInsideRoot(full) && res.sendFile(full);
});

app.listen(3000);
