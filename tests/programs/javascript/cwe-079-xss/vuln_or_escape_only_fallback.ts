// Express (TypeScript) badge endpoint rendering a label
import express, { Request, Response } from "express";
import escapeHtml from "escape-html";

const app = express();

app.get("/badge", (req: Request, res: Response) => {
  let label = String(req.query.label ?? "");
  const trusted = req.query.src === "internal";
  trusted || (label = escapeHtml(label));
  res.type("html").send(`<span class="badge">${label}</span>`);
});

export default app;
