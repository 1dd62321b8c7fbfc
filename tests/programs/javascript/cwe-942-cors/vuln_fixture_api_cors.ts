// Express API serving league fixtures and team rosters to the league and club web front-ends
import express, { Request, Response } from 'express';
import cors, { CorsOptions } from 'cors';
import session from 'express-session';

const ALLOWED_SITES = (process.env.CORS_SITES || 'leaguehub.org,admin.leaguehub.org,harborfc.com').split(',');

function originMatcher(sites: string[]): (origin: string) => boolean {
  const pattern = new RegExp(sites.map((s) => s.trim().replace(/\./g, '\\.')).join('|'));
  return (origin) => pattern.test(origin);
}

const isAllowedOrigin = originMatcher(ALLOWED_SITES);

const corsOptions: CorsOptions = {
  origin(origin, callback) {
    callback(null, !origin || isAllowedOrigin(origin));
  },
  credentials: true,
  methods: ['GET', 'PUT'],
};

class RosterService {
  private readonly rosters = new Map<string, string[]>([['harbor-fc', ['A. Diaz', 'K. Mensah']]]);

  get(teamId: string): string[] {
    return this.rosters.get(teamId) ?? [];
  }

  update(teamId: string, players: string[]): void {
    this.rosters.set(teamId, players.slice(0, 40));
  }
}

const rosters = new RosterService();
const app = express();
app.use(cors(corsOptions));
app.use(express.json());
app.use(session({
  secret: process.env.SESSION_SECRET as string,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'none' },
}));

app.get('/teams/:teamId/roster', (req: Request, res: Response) => {
  res.json({ teamId: req.params.teamId, players: rosters.get(req.params.teamId) });
});

app.put('/teams/:teamId/roster', (req: Request, res: Response) => {
  const managerOf = (req.session as unknown as { managerOf?: string }).managerOf;
  if (managerOf !== req.params.teamId) return res.status(403).end();
  const players = Array.isArray(req.body.players) ? req.body.players.map(String) : [];
  rosters.update(req.params.teamId, players);
  res.status(204).end();
});

app.listen(Number(process.env.PORT || 3090));
