// switch maps the query value to fixed commands; anything else is refused
const express = require("express");
const { execSync } = require("child_process");

const app = express();

app.get("/sys", (req, res) => {
  let cmd;
  switch (req.query.what) {
    case "uptime":
      cmd = "uptime";
      break;
    case "disk":
      cmd = "df -h";
      break;
    default:
      return res.status(400).send("unknown");
  }
  res.type("text/plain").send(execSync(cmd).toString());
});

app.listen(3000);
