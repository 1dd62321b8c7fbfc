// parseDocId() returns {ok, id}; the handler stops unless ok, and ok implies id is a string fully matching a lowercase UUID pattern before path.join.
import express, { Request, Response } from "express";
import path from "path";
import { promises as fs } from "fs";

const app = express();
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Parsed { ok: boolean; id: string; }

function parseDocId(raw: unknown): Parsed {
  if (typeof raw !== "string" || !UUID_RE.test(raw)) return { ok: false, id: "" };
  return { ok: true, id: raw };
}

app.get("/docs/:id", async (req: Request, res: Response) => {
  const parsed = parseDocId(req.params.id);
  if (!parsed.ok) return res.status(404).send("not found");
  try {
    const body = await fs.readFile(path.join("/srv/docs", parsed.id + ".json"), "utf8");
    res.type("json").send(body);
  } catch {
    res.status(404).send("not found");
  }
});

app.listen(3000);
