// raw text view of files below the docs root for signed-in users
const express = require("express");
const session = require("express-session");
const fs = require("fs");
const path = require("path");

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
const ROOT = "/srv/docs";

app.get("/raw", (req, res) => {
  const body = (req.session.user && fs.readFileSync(path.join(ROOT, String(req.query.f)), "utf8")) || "";
  res.type("text/plain").send(body);
});

app.listen(3000);
