// A subscription address program of the h68 set (cwe-352-csrf).
// chocolatiers: lets monthly truffle-box subscribers change their delivery address and skip months
import express from 'express';
import session from 'express-session';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscriptions } from './lib/subscriptions.js';

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(express.json());
app.use(
  session({
    name: 'cacao.sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    // the account pages are also embedded in the shop's Shopify storefront
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 14 * 86_400_000 },
  }),
);

const tokensEqual = (a = '', b = '') => {
  const [x, y] = [Buffer.from(String(a)), Buffer.from(String(b))];
  return x.length === y.length && timingSafeEqual(x, y);
};

const requireLogin = (req, res, next) =>
  req.session?.customerId ? next() : res.status(401).json({ error: 'please sign in' });

const checkFormToken = (req, res, next) => {
  const sent = req.get('x-csrf-token') ?? req.body?._csrf;
  if (!sent || !req.session.csrfToken || !tokensEqual(sent, req.session.csrfToken)) {
    return res.status(403).json({ error: 'form expired, reload the page' });
  }
  next();
};

app.get('/account/subscription', requireLogin, async (req, res) => {
  req.session.csrfToken ??= randomBytes(24).toString('base64url');
  const sub = await subscriptions.forCustomer(req.session.customerId);
  res.json({ ...sub, csrfToken: req.session.csrfToken });
});

app.post('/account/subscription/address', requireLogin, checkFormToken, async (req, res) => {
  const { line1, line2 = '', city, postcode, country = 'GB', ...rest } = req.body;
  const missing = Object.entries({ line1, city, postcode })
    .filter(([, v]) => !v?.trim())
    .map(([k]) => k);
  if (missing.length) return res.status(400).json({ error: `missing ${missing.join(', ')}` });

  const address = { line1, line2, city, postcode: postcode.toUpperCase(), country, instructions: rest.instructions ?? null };
  const updated = await subscriptions.updateAddress(req.session.customerId, address);
  res.json({ ok: true, nextDelivery: updated.nextDelivery, address: updated.address });
});

app.post('/account/subscription/skip', requireLogin, checkFormToken, async (req, res) => {
  const months = [req.body.month].flat().filter((m) => /^\d{4}-\d{2}$/.test(m ?? ''));
  if (months.length === 0) return res.status(400).json({ error: 'month must be YYYY-MM' });
  const results = await Promise.allSettled(months.map((m) => subscriptions.skip(req.session.customerId, m)));
  res.json(
    Object.fromEntries(months.map((m, i) => [m, results[i].status === 'fulfilled' ? 'skipped' : results[i].reason.message])),
  );
});

app.listen(Number(process.env.PORT ?? 3010));
