// Session setup for a hotel's in-room guest portal (room service orders, late checkout requests).
import express, { Request, Response, NextFunction } from 'express';
import session, { SessionOptions } from 'express-session';

declare module 'express-session' {
  interface SessionData {
    room?: string;
    surname?: string;
  }
}

class PortalConfig {
  static load() {
    const secret = process.env.GUEST_PORTAL_SECRET;
    if (!secret) throw new Error('GUEST_PORTAL_SECRET is required');
    return { secret, port: Number(process.env.PORT ?? 8443), sessionHours: 12 };
  }
}

class SessionFactory {
  static options(config: ReturnType<typeof PortalConfig.load>): SessionOptions {
    return {
      name: 'guest_sid',
      secret: config.secret,
      resave: false,
      saveUninitialized: false,
      cookie: {
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        maxAge: config.sessionHours * 3600 * 1000,
      },
    };
  }
}

function requireGuest(req: Request, res: Response, next: NextFunction): void {
  if (!req.session.room) {
    res.status(401).json({ error: 'please sign in with your room number' });
    return;
  }
  next();
}

const config = PortalConfig.load();
const app = express();
app.set('trust proxy', 1);
app.use(express.json());
app.use(session(SessionFactory.options(config)));

app.post('/portal/sign-in', (req: Request, res: Response) => {
  const room = String(req.body.room ?? '');
  const surname = String(req.body.surname ?? '').trim();
  if (!/^\d{3,4}$/.test(room) || surname.length === 0) {
    res.status(400).json({ error: 'room and surname required' });
    return;
  }
  req.session.regenerate(() => {
    req.session.room = room;
    req.session.surname = surname;
    res.status(204).end();
  });
});

app.post('/portal/late-checkout', requireGuest, (req: Request, res: Response) => {
  res.json({ room: req.session.room, requested: true });
});

app.listen(config.port);
