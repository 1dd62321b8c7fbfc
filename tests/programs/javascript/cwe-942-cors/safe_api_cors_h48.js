// Express application bootstrap configuring CORS for the customer account API
const express = require('express');
const cors = require('cors');
const helmet = require('helmet');
const session = require('express-session');
const accountRoutes = require('./routes/account');

const app = express();

const TRUSTED_ORIGIN = /^https:\/\/([a-z0-9-]+\.)?example\.com$/;

const corsOptions = {
  origin(origin, callback) {
    if (!origin || TRUSTED_ORIGIN.test(origin)) {
      return callback(null, true);
    }
    return callback(null, false);
  },
  credentials: true,
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['Content-Type', 'X-Requested-With'],
  maxAge: 600,
};

app.use(helmet());
app.use(cors(corsOptions));
app.use(express.json({ limit: '100kb' }));
app.use(
  session({
    name: 'acct.sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 8 * 3600 * 1000 },
  }),
);

app.use('/api/account', accountRoutes);

app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ error: 'request failed' });
});

module.exports = app;
