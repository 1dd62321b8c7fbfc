// cookie value concatenated into markup and written with res.write
const express = require("express");
const cookieParser = require("cookie-parser");

const app = express();
app.use(cookieParser());

app.get("/welcome", (req, res) => {
  let name = req.cookies.display_name;
  if (!name) name = "";
  res.setHeader("Content-Type", "text/html");
  res.write("<div class='hello'>Welcome back, " + name + "</div>");
  res.end();
});

app.listen(3000);
