// Math.random only shuffles the order of featured products on the home page
const express = require("express");

const app = express();
const FEATURED = ["lamp", "desk", "chair", "shelf", "rug"];

app.get("/featured", (req, res) => {
  const list = FEATURED.slice();
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  res.json(list.slice(0, 3));
});

app.listen(3000);
