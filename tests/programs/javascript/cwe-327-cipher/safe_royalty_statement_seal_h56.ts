// Artist portal helper issuing and opening encrypted links to quarterly royalty statements
import crypto from "crypto";
import express, { Request, Response } from "express";
import { requireStaff } from "./staff-auth";

const KEY = Buffer.from(process.env.STATEMENT_LINK_KEY ?? "", "hex");
if (KEY.length !== 32) throw new Error("STATEMENT_LINK_KEY must be 32 bytes of hex");

type LinkClaims = { artistId: string; period: string; exp: number };

const encryptClaims = (claims: LinkClaims): string => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
};

const decryptClaims = (token: string): LinkClaims | undefined => {
  try {
    const buf = Buffer.from(token, "base64url");
    const decipher = crypto.createDecipheriv("aes-256-gcm", KEY, buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    const raw = Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]);
    return JSON.parse(raw.toString("utf8")) as LinkClaims;
  } catch {
    return undefined;
  }
};

const app = express();
app.use(express.json());

app.post("/statements/links", requireStaff, (req: Request, res: Response) => {
  const { artistId, period } = req.body ?? {};
  if (!/^[A-Z0-9]{6}$/.test(String(artistId)) || !/^\d{4}-Q[1-4]$/.test(String(period))) {
    return res.status(400).json({ error: "artistId or period invalid" });
  }
  const exp = Date.now() + 14 * 24 * 3600 * 1000;
  return res.json({ url: `/statements/${encryptClaims({ artistId, period, exp })}` });
});

app.get("/statements/:token", (req: Request, res: Response) => {
  const claims = decryptClaims(req.params.token);
  if (!claims || claims.exp < Date.now()) return res.status(410).send("link expired");
  return res.json({ artistId: claims.artistId, period: claims.period, pdf: `/pdf/${claims.artistId}/${claims.period}.pdf` });
});

app.listen(8800);
