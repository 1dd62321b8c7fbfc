// /^https?:\/\// only checks the scheme; any host (e.g. http://169.254.169.254/) is fetched (SSRF).
const express = require("express");
const app = express();

app.get("/preview", async (req, res) => {
  const url = String(req.query.url || "");
  if (!/^https?:\/\//.test(url)) {
    return res.status(400).send("bad url");
  }
  const r = await fetch(url);
  res.type("text/plain").send(await r.text());
});

app.listen(3000);
