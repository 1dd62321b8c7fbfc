// preview endpoint fetches the URL from the query string with axios
const express = require("express");
const axios = require("axios");

const app = express();

app.get("/preview", async (req, res) => {
  const r = await axios.get(req.query.url, { timeout: 5000 });
  res.json({ status: r.status, size: String(r.data).length });
});

app.listen(3000);
