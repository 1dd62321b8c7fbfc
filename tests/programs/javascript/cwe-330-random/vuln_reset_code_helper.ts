// helper builds a password reset code from Math.random digits
import express, { Request, Response } from "express";

const app = express();
const pending = new Map<string, string>();

function resetCode(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += Math.floor(Math.random() * 10);
  return code;
}

app.post("/reset", (req: Request, res: Response) => {
  pending.set(String(req.query.email), resetCode());
  res.send("sent");
});

app.listen(3000);
