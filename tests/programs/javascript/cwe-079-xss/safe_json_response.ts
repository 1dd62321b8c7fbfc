// query value returned in a JSON body, not as HTML
import express, { Request, Response } from "express";

const app = express();

app.get("/echo", (req: Request, res: Response) => {
  const msg = String(req.query.msg ?? "");
  res.json({ msg, length: msg.length });
});

app.listen(3000);
