// packs one folder of the data area: after `--` the name is only an operand of tar
const express = require("express");
const path = require("path");
const { spawn } = require("child_process");

const app = express();

app.post("/pack", express.urlencoded({ extended: false }), (req, res) => {
  const folder = path.basename(String(req.body.folder));
  const child = spawn("tar", ["-czf", "/srv/archives/out.tgz", "--", folder], { cwd: "/srv/data" });
  child.on("close", (code) => res.json({ ok: code === 0 }));
});

app.listen(3000);
