// execFile with a fixed program and the query value as one argument, no shell; the allow-list
// refuses a leading "-", so the value is never an option
const express = require("express");
const { execFile } = require("child_process");

const app = express();

app.get("/lookup", (req, res) => {
  const domain = String(req.query.domain || "");
  if (!/^[a-z0-9][a-z0-9.-]*$/i.test(domain)) return res.status(400).end();
  execFile("dig", ["+short", domain], (err, stdout) => {
    res.type("text/plain").send(err ? "" : stdout);
  });
});

app.listen(3000);
