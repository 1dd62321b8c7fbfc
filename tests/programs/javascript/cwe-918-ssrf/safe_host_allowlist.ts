// parsed URL must use https and a host from a fixed set before fetch
import express, { Request, Response } from "express";

const app = express();
const ALLOWED = new Set(["api.github.com", "api.example.com"]);

app.get("/proxy", async (req: Request, res: Response) => {
  const url = new URL(String(req.query.url ?? ""), "https://api.example.com");
  if (url.protocol !== "https:" || !ALLOWED.has(url.hostname)) {
    res.status(400).end();
    return;
  }
  const r = await fetch(url);
  res.send(await r.text());
});

app.listen(3000);
