// Express API exposing gradebook data to the district's teacher and parent web apps
const express = require('express');
const cors = require('cors');
const session = require('express-session');
const { gradebookRoutes } = require('./gradebook-routes');

const DISTRICT_ORIGIN = /riverside-schools\.org/;

const corsOptions = {
  origin(origin, callback) {
    if (!origin) {
      return callback(null, false);
    }
    callback(null, DISTRICT_ORIGIN.test(origin));
  },
  credentials: true,
  methods: ['GET', 'POST', 'PUT'],
  allowedHeaders: ['Content-Type', 'X-Requested-With'],
  maxAge: 600,
};

const app = express();
app.set('trust proxy', 1);
app.use(cors(corsOptions));
app.use(express.json());
app.use(
  session({
    name: 'gb.sid',
    secret: process.env.GRADEBOOK_SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none', domain: '.riverside-schools.org' },
  }),
);
app.use((req, res, next) => {
  if (req.method !== 'GET' && req.get('X-Requested-With') !== 'XMLHttpRequest') {
    return res.status(403).json({ error: 'missing X-Requested-With header' });
  }
  next();
});
app.use('/api/gradebook', gradebookRoutes);

app.get('/healthz', (req, res) => res.json({ ok: true }));

module.exports = app;
