// requested report must be in a fixed set before the file is read
import express, { Request, Response } from "express";
import { promises as fs } from "fs";

const app = express();
const REPORTS = new Set(["daily.csv", "weekly.csv", "monthly.csv"]);

app.get("/report", async (req: Request, res: Response) => {
  const name = String(req.query.name ?? "");
  if (!REPORTS.has(name)) {
    res.status(404).end();
    return;
  }
  const body = await fs.readFile("/srv/reports/" + name, "utf8");
  res.type("text/csv").send(body);
});

app.listen(3000);
