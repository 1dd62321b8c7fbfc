// The username pattern has no ^...$ anchors, so any value containing three word characters passes and "<img src=x onerror=alert(1)>" is echoed into HTML.
import express, { Request, Response } from "express";

const app = express();
const USERNAME = /[a-zA-Z0-9_]{3,20}/;

function isValidUsername(u: string): boolean {
  return USERNAME.test(u);
}

app.get("/profile", (req: Request, res: Response) => {
  const user = String(req.query.user ?? "");
  if (!isValidUsername(user)) {
    return res.status(400).send("invalid username");
  }
  res.send(`<h1>Profile of ${user}</h1>`);
});

app.listen(3000);
