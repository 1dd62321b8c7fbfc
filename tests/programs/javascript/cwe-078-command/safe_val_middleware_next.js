// The middleware keeps Set membership in `ok`, returns the 400 response when false, and only then calls next(), so exec() sees one of three fixed names.
const express = require("express");
const { exec } = require("child_process");

const app = express();
const ENVIRONMENTS = new Set(["staging", "canary", "prod"]);

function requireKnownEnv(req, res, next) {
  const ok = ENVIRONMENTS.has(req.query.env);
  if (!ok) return res.status(400).send("unknown environment");
  next();
}

app.post("/deploy", requireKnownEnv, (req, res) => {
  exec(`/opt/deploy/run.sh ${req.query.env}`, (err) => {
    res.send(err ? "deploy failed" : "deploy started");
  });
});

app.listen(3000);
