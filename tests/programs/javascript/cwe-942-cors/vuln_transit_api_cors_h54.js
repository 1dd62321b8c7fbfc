// Express app exposing rider account and journey-planner endpoints to the transit agency web apps
const express = require('express');
const cors = require('cors');
const session = require('express-session');

const app = express();
app.set('trust proxy', 1);

const AGENCY_ORIGIN = /https:\/\/([a-z0-9-]+\.)?metrotransit\.example/;

const originAllowed = (origin) => !origin || AGENCY_ORIGIN.test(origin);

const corsOptions = {
  origin: (origin, callback) =>
    originAllowed(origin) ? callback(null, true) : callback(new Error(`origin ${origin} not allowed`)),
  credentials: true,
  methods: ['GET', 'POST', 'DELETE'],
  allowedHeaders: ['Content-Type', 'X-Requested-With'],
  maxAge: 600,
};

app.use(cors(corsOptions));
app.use(express.json());
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'none' },
}));

const requireRider = (req, res, next) =>
  req.session.riderId ? next() : res.status(401).json({ error: 'not signed in' });

app.get('/account', requireRider, async (req, res) => {
  const rider = await req.app.locals.riders.byId(req.session.riderId);
  res.json({ name: rider.name, email: rider.email, balanceCents: rider.balanceCents, cards: rider.cards });
});

app.get('/journeys/saved', requireRider, async (req, res) => {
  const journeys = await req.app.locals.riders.savedJourneys(req.session.riderId);
  res.json(journeys.map(({ id, from, to, label }) => ({ id, from, to, label })));
});

module.exports = app;
