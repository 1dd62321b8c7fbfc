// Each loop iteration overwrites `valid`, so only the last file name decides; an earlier entry such as "a.txt;id" still reaches the shell.
const express = require("express");
const { exec } = require("child_process");

const app = express();

app.post("/archive", express.json(), (req, res) => {
  const files = req.body.files;
  if (!Array.isArray(files) || files.length === 0) {
    return res.status(400).send("files required");
  }
  let valid = false;
  for (const f of files) {
    valid = /^\w[\w-]*\.txt$/.test(f);
  }
  if (!valid) return res.status(400).send("bad file name");
  exec(`tar czf /tmp/archive.tgz -C /srv/files ${files.join(" ")}`, (err) => {
    if (err) return res.status(500).send("archive failed");
    res.download("/tmp/archive.tgz");
  });
});

app.listen(3000);
