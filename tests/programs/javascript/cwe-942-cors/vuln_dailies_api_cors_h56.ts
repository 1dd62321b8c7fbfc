// Review API for film dailies, shared with the studio's browser-based players on other subdomains
import express, { Request, Response, NextFunction } from "express";
import cors, { CorsOptions } from "cors";
import session from "express-session";

declare module "express-session" {
  interface SessionData {
    crewId?: string;
  }
}

const STUDIO_ORIGIN = /\.northlight-studios\.com/;

const corsOptions: CorsOptions = {
  origin: (origin, callback) => {
    if (!origin) return callback(null, false);
    return callback(null, STUDIO_ORIGIN.test(origin));
  },
  credentials: true,
  methods: ["GET", "POST"],
  maxAge: 600,
};

const app = express();
app.set("trust proxy", 1);
app.use(cors(corsOptions));
app.use(express.json());
app.use(
  session({
    name: "dailies.sid",
    secret: process.env.SESSION_SECRET as string,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: "none" },
  })
);

const requireCrew = (req: Request, res: Response, next: NextFunction) =>
  req.session.crewId ? next() : res.status(401).json({ error: "crew login required" });

type Clip = { id: string; scene: string; take: number; notes: { by: string; text: string }[] };
const dailies = new Map<string, Clip[]>();

app.get("/dailies/:day", requireCrew, (req: Request, res: Response) => {
  res.json(dailies.get(req.params.day) ?? []);
});

app.post("/dailies/:day/clips/:clipId/notes", requireCrew, (req: Request, res: Response) => {
  const clip = (dailies.get(req.params.day) ?? []).find((c) => c.id === req.params.clipId);
  const text = typeof req.body?.text === "string" ? req.body.text.trim().slice(0, 1000) : "";
  if (!clip || !text) return res.status(clip ? 400 : 404).end();
  clip.notes.push({ by: req.session.crewId as string, text });
  return res.status(201).json(clip);
});

app.listen(6200);
