// argv array runs sh -c with a command string built from the request body
const express = require("express");
const { spawnSync } = require("child_process");

const app = express();
app.use(express.json());

app.post("/archive", (req, res) => {
  const dir = req.body.dir || ".";
  const out = spawnSync("sh", ["-c", "tar czf /tmp/out.tgz " + dir]);
  res.json({ status: out.status });
});

app.listen(3000);
