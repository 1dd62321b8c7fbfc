// password reset token made from SHA-1 of the email and the time
const express = require("express");
const crypto = require("crypto");

const app = express();
app.use(express.json());

app.post("/forgot", (req, res) => {
  const token = crypto.createHash("sha1").update(req.body.email + ":" + Date.now()).digest("hex");
  res.json({ link: "/reset?token=" + token });
});

app.listen(3000);
