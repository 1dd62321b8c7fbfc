// execFile with a fixed program, the query value as one argument: the allow-list lets it start
// with "-", so `-f/etc/passwd` is an option to dig (CWE-88)
const express = require("express");
const { execFile } = require("child_process");

const app = express();

app.get("/lookup", (req, res) => {
  const domain = String(req.query.domain || "");
  if (!/^[a-z0-9.-]+$/i.test(domain)) return res.status(400).end();
  execFile("dig", ["+short", domain], (err, stdout) => {
    res.type("text/plain").send(err ? "" : stdout);
  });
});

app.listen(3000);
