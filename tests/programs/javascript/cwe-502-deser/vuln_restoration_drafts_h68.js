// A restoration drafts program of the h68 set (cwe-502-deser).
// vintage car restorers: keeps a customer's unfinished restoration spec between visits to the configurator
import express from 'express';
import cookieParser from 'cookie-parser';
import serialize from 'node-serialize';

const DRAFT_COOKIE = 'resto_draft';
const PACKAGES = new Map([
  ['concours', { label: 'Concours restoration', baseHours: 1400 }],
  ['driver', { label: 'Driver-quality refresh', baseHours: 450 }],
  ['restomod', { label: 'Restomod build', baseHours: 900 }],
]);

const emptyDraft = () => ({ vehicle: {}, package: 'driver', options: [], notes: '', updatedAt: null });

const encodeDraft = (draft) => Buffer.from(serialize.serialize(draft)).toString('base64url');

const decodeDraft = (value) => {
  if (!value) return emptyDraft();
  try {
    const draft = serialize.unserialize(Buffer.from(value, 'base64url').toString('utf8'));
    return { ...emptyDraft(), ...draft };
  } catch {
    return emptyDraft();
  }
};

const estimate = ({ package: pkg, options = [] }) => {
  const base = PACKAGES.get(pkg)?.baseHours ?? 0;
  const extra = options.reduce((sum, { hours = 0 }) => sum + Number(hours), 0);
  return { hours: base + extra, weeks: Math.ceil((base + extra) / 120) };
};

const app = express();
app.use(cookieParser());
app.use(express.json({ limit: '32kb' }));

app.get('/configurator/draft', (req, res) => {
  const draft = decodeDraft(req.cookies?.[DRAFT_COOKIE]);
  res.json({ draft, estimate: estimate(draft), packages: Object.fromEntries(PACKAGES) });
});

app.put('/configurator/draft', (req, res) => {
  const current = decodeDraft(req.cookies?.[DRAFT_COOKIE]);
  const { vehicle = {}, package: pkg, options, notes } = req.body ?? {};
  if (pkg && !PACKAGES.has(pkg)) return res.status(400).json({ error: `unknown package ${pkg}` });

  const next = {
    ...current,
    vehicle: { ...current.vehicle, ...vehicle },
    package: pkg ?? current.package,
    options: options ?? current.options,
    notes: (notes ?? current.notes).slice(0, 2000),
    updatedAt: new Date().toISOString(),
  };
  res.cookie(DRAFT_COOKIE, encodeDraft(next), {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: 60 * 86_400_000,
  });
  res.json({ draft: next, estimate: estimate(next) });
});

app.delete('/configurator/draft', (_req, res) => {
  res.clearCookie(DRAFT_COOKIE).status(204).end();
});

app.listen(Number(process.env.PORT ?? 3600));
