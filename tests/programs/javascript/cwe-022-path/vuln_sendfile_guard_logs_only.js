// prefix check on the resolved path only logs; sendFile runs with the same path
const express = require("express");
const path = require("path");

const app = express();
const ROOT = "/srv/public";

app.get("/static/:rest", (req, res) => {
  const full = path.resolve(ROOT, req.params.rest);
  if (!full.startsWith(ROOT + path.sep)) {
    console.warn("outside root", full);
  }
  res.sendFile(full);
});

app.listen(3000);
