// host from the body placed in a template URL passed to fetch
const express = require("express");

const app = express();
app.use(express.json());

app.post("/status", async (req, res) => {
  const host = req.body.host;
  const r = await fetch(`http://${host}:9000/metrics`);
  res.type("text/plain").send(await r.text());
});

app.listen(3000);
