// runs one of the maintenance tasks for a plain unit name
const express = require("express");
const { exec } = require("child_process");

const app = express();

app.post("/restart", express.json(), (req, res) => {
  const unit = String(req.body.unit || "");
  switch (true) {
    case !/^[a-z0-9-]+$/.test(unit):
      return res.status(400).end();
    default:
      exec("systemctl restart " + unit, () => res.json({ ok: true }));
  }
});

app.listen(3000);
