// handler destructures the request and fetches the target it names
import express, { Request, Response } from "express";

const app = express();

const preview = async ({ query }: Request, res: Response) => {
  const { target } = query;
  const upstream = await fetch(String(target));
  res.type("text/plain").send(await upstream.text());
};

app.get("/preview", preview);
app.listen(3000);
