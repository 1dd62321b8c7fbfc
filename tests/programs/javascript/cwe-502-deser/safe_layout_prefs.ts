// Express middleware restoring dashboard layout preferences from a cookie
import express, { NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import serialize from 'serialize-javascript';

interface LayoutPrefs {
  theme: string;
  widgets: string[];
  collapsed: boolean;
}

const DEFAULT_PREFS: LayoutPrefs = { theme: 'light', widgets: ['sales', 'traffic'], collapsed: false };
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax' as const, maxAge: 90 * 86400 * 1000 };

function encodePrefs(prefs: LayoutPrefs): string {
  return Buffer.from(serialize(prefs, { isJSON: true })).toString('base64url');
}

function deserialize(serialized: string): unknown {
  return JSON.parse(serialized);
}

function decodePrefs(raw: string): LayoutPrefs {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  let value: any;
  try {
    value = deserialize(text);
  } catch {
    return DEFAULT_PREFS;
  }
  if (!value || typeof value !== 'object') return DEFAULT_PREFS;
  return {
    theme: value.theme === 'dark' ? 'dark' : 'light',
    widgets: Array.isArray(value.widgets) ? value.widgets.map(String).slice(0, 12) : DEFAULT_PREFS.widgets,
    collapsed: Boolean(value.collapsed),
  };
}

const app = express();
app.use(cookieParser());

app.use((req: Request, res: Response, next: NextFunction) => {
  const raw = req.cookies.layout;
  res.locals.prefs = typeof raw === 'string' ? decodePrefs(raw) : DEFAULT_PREFS;
  next();
});

app.get('/dashboard/prefs', (_req: Request, res: Response) => {
  res.json(res.locals.prefs);
});

app.post('/dashboard/prefs', express.json(), (req: Request, res: Response) => {
  const prefs: LayoutPrefs = {
    theme: req.body.theme === 'dark' ? 'dark' : 'light',
    widgets: Array.isArray(req.body.widgets) ? req.body.widgets.map(String).slice(0, 12) : DEFAULT_PREFS.widgets,
    collapsed: Boolean(req.body.collapsed),
  };
  res.cookie('layout', encodePrefs(prefs), COOKIE_OPTIONS);
  res.json(prefs);
});

export default app;
