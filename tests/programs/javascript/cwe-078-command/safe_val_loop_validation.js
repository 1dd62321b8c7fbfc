// The loop returns 400 on the first entry that is not a string fully matching ^\w[\w-]*\.txt$, so every joined name is plain (no spaces, metacharacters or leading dash).
const express = require("express");
const { exec } = require("child_process");

const app = express();

app.post("/archive", express.json(), (req, res) => {
  const files = req.body.files;
  if (!Array.isArray(files) || files.length === 0) {
    return res.status(400).send("files required");
  }
  for (const f of files) {
    if (typeof f !== "string" || !/^\w[\w-]*\.txt$/.test(f)) {
      return res.status(400).send("bad file name");
    }
  }
  exec(`tar czf /tmp/archive.tgz -C /srv/files ${files.join(" ")}`, (err) => {
    if (err) return res.status(500).send("archive failed");
    res.download("/tmp/archive.tgz");
  });
});

app.listen(3000);
