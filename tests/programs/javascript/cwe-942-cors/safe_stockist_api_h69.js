// A stockist api program of the h69 set (cwe-942-cors).
const express = require('express');
const session = require('express-session');

const app = express();
app.set('trust proxy', 1);
app.use(express.json());
app.use(session({
  name: 'ws_portal',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
}));

const BREWERY_DOMAIN = 'wildscoby-brewing.co.nz';
const ALLOWED_ORIGINS = new Set([
  `https://${BREWERY_DOMAIN}`,
  `https://shop.${BREWERY_DOMAIN}`,
  `https://wholesale.${BREWERY_DOMAIN}`,
]);

// Record the caller's origin once for the later middleware and handlers.
app.use((req, res, next) => {
  req.ctx = { origin: req.get('origin') || null, stockist: req.session.stockistId || null };
  next();
});

function originAllowed(origin) {
  return ALLOWED_ORIGINS.has(origin);
}

app.use((req, res, next) => {
  const { origin } = req.ctx;
  if (origin && originAllowed(origin)) {
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Allow-Credentials', 'true');
    res.set('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.set('Access-Control-Allow-Methods', 'GET,POST,PATCH');
      res.set('Access-Control-Allow-Headers', 'Content-Type');
      return res.sendStatus(204);
    }
  }
  next();
});

const stockists = new Map([
  ['st_881', { name: 'Harbour Wholefoods', creditLimit: 2500, balance: 640.5, contact: 'accounts@harbourwholefoods.co.nz' }],
]);

function requireStockist(req, res, next) {
  if (!req.ctx.stockist || !stockists.has(req.ctx.stockist)) {
    return res.status(401).json({ error: 'not signed in' });
  }
  next();
}

app.get('/api/account', requireStockist, (req, res) => {
  res.json(stockists.get(req.ctx.stockist));
});

app.post('/api/orders', requireStockist, (req, res) => {
  const cases = Number(req.body?.cases);
  const flavour = ['ginger-lemon', 'hibiscus', 'feijoa', 'original'].includes(req.body?.flavour) ? req.body.flavour : null;
  if (!flavour || !Number.isInteger(cases) || cases < 1) {
    return res.status(400).json({ error: 'flavour and whole number of cases required' });
  }
  res.status(201).json({ stockist: req.ctx.stockist, flavour, cases, status: 'received' });
});

app.listen(Number(process.env.PORT) || 8420);
