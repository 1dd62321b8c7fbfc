// fixed API host; only a parsed number is placed in the path
const express = require("express");

const app = express();

app.get("/item", async (req, res) => {
  const id = Number.parseInt(req.query.id, 10);
  if (!Number.isInteger(id)) return res.status(400).end();
  const r = await fetch("https://inventory.example.com/items/" + id);
  res.json(await r.json());
});

app.listen(3000);
