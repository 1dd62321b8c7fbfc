// runs a diagnostic in the web pod: kubectl exec runs what follows `--` as the pod's command
const express = require("express");
const { execFile } = require("child_process");

const app = express();

app.get("/diag", (req, res) => {
  execFile("kubectl", ["exec", "web-0", "--", "sh", "-c", String(req.query.check)], (err, stdout) => {
    res.type("text/plain").send(err ? "failed" : stdout);
  });
});

app.listen(3000);
