// Every switch case assigns a literal and the default branch returns 400, so ext can only be "pdf", "docx" or "txt" when exec() runs.
import express, { Request, Response } from "express";
import { exec } from "child_process";

const app = express();

app.get("/export", (req: Request, res: Response) => {
  const fmt = String(req.query.format ?? "");
  let ext: string;
  switch (fmt) {
    case "pdf": ext = "pdf"; break;
    case "word": ext = "docx"; break;
    case "text": ext = "txt"; break;
    default:
      res.status(400).send("unsupported format");
      return;
  }
  exec(`pandoc /srv/docs/report.md -o /tmp/report.${ext}`, (err) => {
    if (err) return res.status(500).send("conversion failed");
    res.download(`/tmp/report.${ext}`);
  });
});

app.listen(3000);
