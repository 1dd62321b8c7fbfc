// Express middleware restoring a partially completed benefits application form from a cookie
import express, { Request, Response, NextFunction } from 'express';
import cookieParser from 'cookie-parser';
import serialize from 'node-serialize';

interface FormDraft {
  step: number;
  fields: Record<string, string>;
  savedAt: string;
}

const DRAFT_COOKIE = 'benefits_draft';

function readDraft(req: Request): FormDraft | null {
  const raw = req.cookies[DRAFT_COOKIE];
  if (!raw) return null;
  const decoded = Buffer.from(String(raw), 'base64').toString('utf8');
  return serialize.unserialize(decoded) as FormDraft;
}

function writeDraft(res: Response, draft: FormDraft): void {
  const encoded = Buffer.from(serialize.serialize(draft)).toString('base64');
  res.cookie(DRAFT_COOKIE, encoded, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 86_400_000 });
}

function restoreDraft(req: Request, res: Response, next: NextFunction) {
  try {
    res.locals.draft = readDraft(req) ?? { step: 1, fields: {}, savedAt: new Date().toISOString() };
  } catch {
    res.locals.draft = { step: 1, fields: {}, savedAt: new Date().toISOString() };
  }
  next();
}

const app = express();
app.use(cookieParser());
app.use(express.urlencoded({ extended: false }));

app.get('/benefits/apply', restoreDraft, (req: Request, res: Response) => {
  res.json({ step: res.locals.draft.step, fields: res.locals.draft.fields });
});

app.post('/benefits/apply/save', restoreDraft, (req: Request, res: Response) => {
  const draft: FormDraft = res.locals.draft;
  const step = Math.min(6, Math.max(1, Number(req.body.step) || draft.step));
  const fields = { ...draft.fields, ...Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, String(v)])) };
  writeDraft(res, { step, fields, savedAt: new Date().toISOString() });
  res.status(204).end();
});

export default app;
