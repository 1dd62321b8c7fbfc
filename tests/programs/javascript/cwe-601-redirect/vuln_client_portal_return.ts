// Express sign-in completion for a law firm's client portal that returns users to their page
import express, { Request, Response } from 'express';
import session from 'express-session';
import { exchangeCode } from './idp';

const PORTAL_ORIGIN = new URL(process.env.PORTAL_ORIGIN || 'https://clients.harlowlaw.com').origin;

declare module 'express-session' {
  interface SessionData {
    clientId?: string;
    returnTo?: string;
  }
}

class ReturnPathPolicy {
  resolve(candidate: string | undefined): string {
    if (candidate && candidate.startsWith('/')) {
      return candidate;
    }
    return '/matters';
  }
}

class LoginFlow {
  constructor(private readonly policy: ReturnPathPolicy) {}

  begin(req: Request): void {
    req.session.returnTo = typeof req.query.returnTo === 'string' ? req.query.returnTo : undefined;
  }

  complete(req: Request, clientId: string): string {
    req.session.clientId = clientId;
    const target = this.policy.resolve(req.session.returnTo);
    delete req.session.returnTo;
    return target;
  }
}

const flow = new LoginFlow(new ReturnPathPolicy());
const app = express();
app.use(session({
  secret: process.env.SESSION_SECRET as string,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
}));

app.get('/login', (req: Request, res: Response) => {
  flow.begin(req);
  res.redirect('/sso/start');
});

app.get('/sso/callback', async (req: Request, res: Response) => {
  try {
    const clientId = await exchangeCode(String(req.query.code ?? ''));
    res.redirect(flow.complete(req, clientId));
  } catch {
    res.status(401).send('Sign-in failed');
  }
});

export default app;
