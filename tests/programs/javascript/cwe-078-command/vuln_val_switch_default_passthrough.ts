// The switch maps known formats, but its default branch copies the request value into ext, so arbitrary text reaches the shell string.
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
    default: ext = fmt; // let pandoc figure it out
  }
  exec(`pandoc /srv/docs/report.md -o /tmp/report.${ext}`, (err) => {
    if (err) return res.status(500).send("conversion failed");
    res.download(`/tmp/report.${ext}`);
  });
});

app.listen(3000);
