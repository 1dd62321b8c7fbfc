// startsWith("https://example.com") also accepts "https://example.com.attacker.net/" and "https://example.com@attacker.net/", so the redirect is open.
import express, { Request, Response } from "express";

const app = express();

app.get("/sso/return", (req: Request, res: Response) => {
  const next = String(req.query.next ?? "");
  const trusted = next.startsWith("https://example.com");
  if (!trusted) {
    return res.status(400).send("untrusted return address");
  }
  res.redirect(next);
});

app.listen(3000);
