// no "/" after the host, so "https://api.example.com.evil.net/" or "https://api.example.com@evil.net/" passes (SSRF).
const express = require("express");
const app = express();

app.get("/proxy", async (req, res) => {
  const url = String(req.query.url || "");
  if (!/^https:\/\/api\.example\.com/.test(url)) {
    return res.status(400).send("bad url");
  }
  const r = await fetch(url);
  res.json(await r.json());
});

app.listen(3000);
