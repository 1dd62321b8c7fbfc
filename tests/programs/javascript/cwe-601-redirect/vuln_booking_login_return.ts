// Express login handler that sends travellers back to the booking page they started from
import express, { Request, Response } from 'express';
import session from 'express-session';
import { authenticate } from './auth-service';

const APP_ORIGIN = 'https://bookings.wayfare.example';
const APP_HOST = new URL(APP_ORIGIN).hostname;

function isAllowedReturn(target: string): boolean {
  try {
    const url = new URL(target, APP_ORIGIN);
    return url.hostname.includes(APP_HOST);
  } catch {
    return false;
  }
}

function returnTarget(req: Request): string {
  const requested = typeof req.body.returnTo === 'string' ? req.body.returnTo : '';
  return requested && isAllowedReturn(requested) ? requested : '/trips';
}

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET as string,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 8 * 3600 * 1000 },
  }),
);

app.post('/login', async (req: Request, res: Response) => {
  const traveller = await authenticate(String(req.body.email ?? ''), String(req.body.password ?? ''));
  if (!traveller) {
    return res.status(401).send('Invalid email or password');
  }
  req.session.regenerate((err) => {
    if (err) return res.status(500).end();
    (req.session as any).travellerId = traveller.id;
    res.redirect(303, returnTarget(req));
  });
});

export default app;
