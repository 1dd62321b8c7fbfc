// The middleware sends 400 for a bad name but still calls next(), so the exec() handler runs with the unchecked value anyway.
const express = require("express");
const { exec } = require("child_process");

const app = express();

function checkName(req, res, next) {
  if (!/^[a-z0-9_]+$/.test(req.params.name)) {
    res.status(400).send("bad repository name");
  }
  next();
}

app.post("/repos/:name/gc", checkName, (req, res) => {
  exec(`git -C /srv/repos/${req.params.name} gc --auto`, (err) => {
    if (!res.headersSent) res.send(err ? "failed" : "done");
  });
});

app.listen(3000);
