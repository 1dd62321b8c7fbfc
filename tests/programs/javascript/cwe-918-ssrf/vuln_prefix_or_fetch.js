// webhook registration probing callbacks that are not partner URLs
const express = require("express");

const app = express();
app.use(express.json());
const PARTNER = "https://hooks.partner.example.com/";

app.post("/webhooks", async (req, res) => {
  const url = String(req.body.callback);
  const reachable = url.startsWith(PARTNER) || (await fetch(url, { method: "HEAD" })).ok;
  res.json({ registered: reachable });
});

app.listen(3000);
