// webhook registration accepting partner callbacks that answer
const express = require("express");

const app = express();
app.use(express.json());
const PARTNER = "https://hooks.partner.example.com/";

app.post("/webhooks", async (req, res) => {
  const url = String(req.body.callback);
  if (!url.startsWith(PARTNER) || !(await fetch(url, { method: "HEAD" })).ok) {
    return res.status(400).json({ error: "callback rejected" });
  }
  res.json({ registered: true });
});

app.listen(3000);
