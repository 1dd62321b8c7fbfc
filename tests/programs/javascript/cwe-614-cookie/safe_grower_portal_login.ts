// Express login handler for the grower cooperative portal that issues a session cookie
import express, { CookieOptions, Request, Response } from 'express';
import { randomBytes } from 'crypto';
import { verifyGrowerPassword } from './credentials';

interface PortalConfig {
  cookieName: string;
  cookieDomain: string;
  sessionHours: number;
}

const config: PortalConfig = {
  cookieName: process.env.SESSION_COOKIE || 'coop_sid',
  cookieDomain: process.env.COOKIE_DOMAIN || 'portal.valleygrowers.coop',
  sessionHours: Number(process.env.SESSION_HOURS || 8),
};

class SessionStore {
  private readonly sessions = new Map<string, { growerId: string; expires: number }>();

  open(growerId: string, hours: number): string {
    const sid = randomBytes(32).toString('hex');
    this.sessions.set(sid, { growerId, expires: Date.now() + hours * 3600_000 });
    return sid;
  }
}

function sessionCookieOptions(cfg: PortalConfig): CookieOptions {
  return {
    domain: cfg.cookieDomain,
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: cfg.sessionHours * 3600_000,
    path: '/',
  };
}

type PasswordCheck = (growerId: string, password: string) => Promise<boolean>;

class GrowerAuthService {
  constructor(private readonly store: SessionStore, private readonly checkPassword: PasswordCheck) {}

  async login(growerId: string, password: string): Promise<string | null> {
    if (!(await this.checkPassword(growerId, password))) return null;
    return this.store.open(growerId, config.sessionHours);
  }
}

const auth = new GrowerAuthService(new SessionStore(), verifyGrowerPassword);
const app = express();
app.use(express.urlencoded({ extended: false }));

app.post('/login', async (req: Request, res: Response) => {
  const sid = await auth.login(String(req.body.growerId ?? ''), String(req.body.password ?? ''));
  if (!sid) return res.status(401).send('Invalid credentials');
  res.cookie(config.cookieName, sid, sessionCookieOptions(config));
  res.redirect('/deliveries');
});

app.listen(Number(process.env.PORT || 3060));
