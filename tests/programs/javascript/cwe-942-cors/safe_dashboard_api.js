// Express API bootstrap that configures CORS for the browser dashboard and mounts account routes.
const express = require('express');
const cors = require('cors');
const session = require('express-session');
const accountRoutes = require('./routes/account');
const billingRoutes = require('./routes/billing');

const DASHBOARD_ORIGINS = new Set(['https://dashboard.example.com', 'https://admin.example.com']);

const corsOptions = {
  origin(origin, callback) {
    if (!origin) return callback(null, false);
    callback(null, DASHBOARD_ORIGINS.has(origin));
  },
  credentials: true,
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['Content-Type', 'X-Request-Id'],
  maxAge: 600,
};

const app = express();
app.set('trust proxy', 1);
app.use(cors(corsOptions));
app.use(express.json({ limit: '100kb' }));
app.use(
  session({
    name: 'dash.sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 12 * 3600 * 1000 },
  })
);

app.use((req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'OPTIONS' && !req.is('application/json')) {
    return res.status(415).json({ error: 'JSON body required' });
  }
  next();
});

app.use('/api/account', accountRoutes);
app.use('/api/billing', billingRoutes);

app.listen(Number(process.env.PORT) || 8080);
