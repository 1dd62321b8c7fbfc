// Express bootstrap for a gym booking site configuring member sessions and class sign-ups
import express, { Request, Response, NextFunction } from "express";
import session, { SessionOptions } from "express-session";
import RedisStore from "connect-redis";
import { createClient } from "redis";
import { authenticateMember } from "./members";

declare module "express-session" {
  interface SessionData {
    memberId?: string;
  }
}

const redis = createClient({ url: process.env.REDIS_URL });
redis.connect().catch((e) => console.error("redis unavailable", e));

const requireSecret = (value: string | undefined): string => {
  if (!value || value.length < 32) throw new Error("SESSION_SECRET must be at least 32 chars");
  return value;
};

const sessionOptions = (secret: string): SessionOptions => ({
  store: new RedisStore({ client: redis, prefix: "gym:" }),
  name: "gym.sid",
  secret,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: "lax", maxAge: 8 * 60 * 60 * 1000 },
});

const signedIn = (req: Request, res: Response, next: NextFunction) =>
  req.session.memberId ? next() : res.status(401).json({ error: "sign in first" });

const app = express();
app.set("trust proxy", 1);
app.use(express.json());
app.use(session(sessionOptions(requireSecret(process.env.SESSION_SECRET))));

app.post("/login", async (req: Request, res: Response) => {
  const member = await authenticateMember(String(req.body.email ?? ""), String(req.body.password ?? ""));
  if (!member) return res.status(401).json({ error: "invalid credentials" });
  return req.session.regenerate((err) => {
    if (err) return res.status(500).end();
    req.session.memberId = member.id;
    return res.json({ name: member.firstName });
  });
});

const signups = new Map<string, Set<string>>();

app.post("/classes/:classId/signup", signedIn, (req: Request, res: Response) => {
  const roster = signups.get(req.params.classId) ?? new Set<string>();
  signups.set(req.params.classId, roster.add(req.session.memberId as string));
  res.status(201).json({ classId: req.params.classId, spots: 20 - roster.size });
});

app.listen(3100);
