// /[a-z0-9.-]+/.test matches anywhere, so "example.com;id" passes into child_process.exec.
const express = require("express");
const { exec } = require("child_process");
const app = express();

app.get("/ping", (req, res) => {
  const host = String(req.query.host || "");
  if (!/[a-z0-9.-]+/.test(host)) {
    return res.status(400).send("bad host");
  }
  exec("ping -c 1 " + host, (err, stdout) => {
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
