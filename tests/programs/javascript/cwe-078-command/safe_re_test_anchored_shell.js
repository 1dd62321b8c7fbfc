// /^[a-z0-9][a-z0-9.-]*$/i anchors both ends (no m flag), so only hostname chars with no leading "-" reach exec.
const express = require("express");
const { exec } = require("child_process");
const app = express();

app.get("/ping", (req, res) => {
  const host = String(req.query.host || "");
  if (!/^[a-z0-9][a-z0-9.-]*$/i.test(host)) {
    return res.status(400).send("bad host");
  }
  exec("ping -c 1 " + host, (err, stdout) => {
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
