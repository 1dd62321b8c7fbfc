// The value is parsed with new URL() and the redirect happens only when protocol is "https:" and hostname is exactly in ALLOWED_HOSTS; otherwise "/".
import express, { Request, Response } from "express";

const app = express();
const ALLOWED_HOSTS = new Set(["example.com", "www.example.com"]);

app.get("/sso/return", (req: Request, res: Response) => {
  let target: URL;
  try {
    target = new URL(String(req.query.next ?? ""));
  } catch {
    return res.redirect("/");
  }
  if (target.protocol !== "https:" || !ALLOWED_HOSTS.has(target.hostname)) {
    return res.redirect("/");
  }
  res.redirect(target.href);
});

app.listen(3000);
