// formula from the request body is evaluated
const express = require("express");

const app = express();
app.use(express.json());

app.post("/calc", (req, res) => {
  const formula = req.body.formula;
  const result = eval(formula);
  res.json({ result });
});

app.listen(3000);
