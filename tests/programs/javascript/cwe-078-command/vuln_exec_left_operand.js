// checks an archive with gzip and reports whether the name is plain
const express = require("express");
const { execSync } = require("child_process");

const app = express();

app.get("/archive/check", (req, res) => {
  const name = String(req.query.name || "");
  const ok = execSync("gzip -t /srv/archive/" + name).length === 0 && /^\w+$/.test(name);
  res.json({ ok });
});

app.listen(3000);
