// Express bootstrap for the account API with cross-origin access for the company's web apps
const express = require('express');
const cors = require('cors');
const cookieParser = require('cookie-parser');
const { requireSession } = require('./session');

const COMPANY_DOMAIN = /example\.com$/;

const corsOptions = {
  origin(origin, callback) {
    if (!origin || COMPANY_DOMAIN.test(origin)) {
      return callback(null, true);
    }
    callback(null, false);
  },
  credentials: true,
  methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  allowedHeaders: ['Content-Type', 'X-Requested-With'],
  maxAge: 600,
};

const app = express();
app.use(cookieParser());
app.use(cors(corsOptions));
app.use(express.json());

app.get('/api/account', requireSession, (req, res) => {
  res.json({ id: req.user.id, email: req.user.email, plan: req.user.plan });
});

app.get('/api/account/api-keys', requireSession, async (req, res) => {
  const keys = await req.user.listApiKeys();
  res.json(keys.map((k) => ({ id: k.id, label: k.label, secret: k.secret })));
});

module.exports = app;
