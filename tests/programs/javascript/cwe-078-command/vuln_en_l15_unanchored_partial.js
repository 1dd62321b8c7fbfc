// An enumeration, a loop or a redirect: unanchored partial (written in review)
const express = require("express");
const { exec } = require("child_process");
const app = express();
app.post("/a", express.json(), (req, res) => {
  const files = req.body.files;
  for (let f of files) {
    f = f.trim();
    if (!/^\w+$/.test(f)) return res.status(400).end();
  }
  exec("tar czf a.tgz " + files.join(" "), () => res.end());
});
