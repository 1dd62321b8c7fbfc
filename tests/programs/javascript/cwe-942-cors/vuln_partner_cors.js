// Express middleware that applies CORS headers for partner storefronts calling the account API
const express = require('express');
const session = require('express-session');
const accountRoutes = require('./routes/account');

const PARTNER_ORIGIN = /https:\/\/[a-z0-9-]+\.shops\.example\.com/;

function corsForPartners(req, res, next) {
  const origin = req.headers.origin;
  if (origin && PARTNER_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Requested-With');
    res.setHeader('Access-Control-Max-Age', '600');
    return res.sendStatus(204);
  }
  next();
}

const app = express();
app.set('trust proxy', 1);
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none' },
  }),
);
app.use(corsForPartners);
app.use(express.json());
app.use('/api/account', accountRoutes);

app.listen(Number(process.env.PORT) || 4000);
