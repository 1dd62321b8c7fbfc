// A workshop api auth program of the h70 set (cwe-347-jwt).
const express = require('express');
const jwt = require('jsonwebtoken');

const app = express();
app.use(express.json());

const SIGNING_KEY = process.env.DEALER_JWT_SECRET;
const ISSUER = 'auth.macraepipeworks.co.uk';

const bearer = (header = '') => {
  const [scheme, token] = header.split(' ');
  return scheme === 'Bearer' && token ? token : null;
};

const checks = [
  (token) => jwt.verify(token, SIGNING_KEY, { algorithms: ['HS256'], issuer: ISSUER }),
];

const runChecks = (token) =>
  checks
    .map((check) => {
      try {
        check(token);
        return null;
      } catch (err) {
        return err.message;
      }
    })
    .filter(Boolean);

const authenticate = (req, res, next) => {
  const token = bearer(req.headers.authorization);
  if (!token) return res.status(401).json({ error: 'missing token' });

  const failures = runChecks(token);
  if (failures.length) {
    console.warn('dealer token check:', failures.join('; '));
    return res.status(401).json({ error: 'invalid token' });
  }

  const { sub: dealerId, scope = '' } = jwt.decode(token) ?? {};
  if (!dealerId) return res.status(401).json({ error: 'invalid token' });
  req.dealer = { id: dealerId, scopes: new Set(scope.split(' ')) };
  next();
};

const requireScope = (scope) => (req, res, next) =>
  req.dealer.scopes.has(scope) ? next() : res.status(403).json({ error: `needs ${scope}` });

const slots = [
  { week: '2025-W40', free: 3 },
  { week: '2025-W41', free: 0 },
  { week: '2025-W42', free: 5 },
];
const orders = [];

app.get('/slots', authenticate, (_req, res) => {
  res.json(slots.filter(({ free }) => free > 0));
});

app.post('/orders', authenticate, requireScope('orders:write'), (req, res) => {
  const { week, items = [] } = req.body;
  const slot = slots.find((s) => s.week === week && s.free > 0);
  if (!slot || items.length === 0) {
    return res.status(409).json({ error: 'no capacity that week' });
  }
  slot.free -= 1;
  const order = { id: orders.length + 1, dealer: req.dealer.id, week, items };
  orders.push(order);
  res.status(201).json(order);
});

app.get('/orders', authenticate, (req, res) => {
  res.json(orders.filter(({ dealer }) => dealer === req.dealer.id));
});

app.listen(process.env.PORT || 3150);
