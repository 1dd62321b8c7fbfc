// request text parsed with JSON.parse rather than evaluated
import express, { Request, Response } from "express";

const app = express();
app.use(express.text());

app.post("/config", (req: Request, res: Response) => {
  const conf = JSON.parse(String(req.body || "{}"));
  res.json({ keys: Object.keys(conf) });
});

app.listen(3000);
