// the m flag makes ^/$ line anchors, so "example.com\nid" passes and the second line runs in the shell.
const express = require("express");
const { exec } = require("child_process");
const app = express();

app.get("/dig", (req, res) => {
  const name = String(req.query.name || "");
  if (!/^[\w.]+$/m.test(name)) {
    return res.status(400).send("bad name");
  }
  exec("dig +short " + name, (err, stdout) => {
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
