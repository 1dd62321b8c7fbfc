// Express application setup for the account API consumed by the web dashboards
const express = require('express');
const cors = require('cors');
const session = require('express-session');
const accountRoutes = require('./routes/account');

const ALLOWED_ORIGINS = ['https://dashboard.example.com', 'https://admin.example.com'];

function isAllowedOrigin(origin) {
  return ALLOWED_ORIGINS.includes(origin);
}

const corsOptions = {
  origin(origin, callback) {
    if (!origin) return callback(null, false);
    if (isAllowedOrigin(origin)) return callback(null, true);
    return callback(null, false);
  },
  credentials: true,
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['Content-Type', 'X-Requested-With'],
  maxAge: 600,
};

const app = express();
app.set('trust proxy', 1);
app.use(cors(corsOptions));
app.use(express.json({ limit: '100kb' }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none' },
  })
);
app.use('/api/account', accountRoutes);

app.get('/healthz', (req, res) => res.send('ok'));

module.exports = app;
