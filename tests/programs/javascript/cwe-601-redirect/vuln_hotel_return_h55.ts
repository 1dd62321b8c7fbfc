// Login flow for a hotel group's loyalty site that sends guests back to the page they came from after sign-in.
import express, { Request, Response } from 'express';
import session from 'express-session';

const SITE_ORIGIN = 'https://www.grandharbor-hotels.com';

declare module 'express-session' {
  interface SessionData {
    memberId?: string;
  }
}

class LoginForm {
  constructor(readonly email: string, readonly password: string, readonly returnTo: string) {}

  static parse(req: Request): LoginForm {
    return new LoginForm(String(req.body.email ?? ''), String(req.body.password ?? ''), String(req.query.returnTo ?? '/'));
  }
}

class ReturnUrlPolicy {
  private static readonly TRUSTED = /grandharbor-hotels\.com/;

  static resolve(raw: string): string {
    if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
    return ReturnUrlPolicy.TRUSTED.test(raw) ? raw : '/account';
  }
}

class LoyaltyAuthService {
  private readonly members = new Map([['guest@example.com', { id: 'GH-10023', password: process.env.DEMO_MEMBER_PASSWORD }]]);

  authenticate(form: LoginForm): string | null {
    const member = this.members.get(form.email.toLowerCase());
    return member && member.password && member.password === form.password ? member.id : null;
  }
}

const auth = new LoyaltyAuthService();
const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({ secret: process.env.SESSION_SECRET as string, resave: false, saveUninitialized: false }));

app.post('/login', (req: Request, res: Response) => {
  const form = LoginForm.parse(req);
  const memberId = auth.authenticate(form);
  if (!memberId) {
    res.status(401).send('Sign-in failed');
    return;
  }
  req.session.memberId = memberId;
  res.redirect(303, ReturnUrlPolicy.resolve(form.returnTo));
});

app.listen(3013);
