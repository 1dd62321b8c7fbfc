// Express API for a regional cricket league's fixtures, called from club sub-sites with the member's session cookie.
const express = require('express');
const cors = require('cors');
const session = require('express-session');

const CLUB_ORIGIN_PATTERN = /^https:\/\/[a-z0-9-]+\.leaguehub\.org$/;

class OriginPolicy {
  constructor(pattern) {
    this.pattern = pattern;
  }

  allows(origin) {
    return typeof origin === 'string' && this.pattern.test(origin);
  }

  middleware() {
    return cors({
      origin: (origin, callback) => {
        if (!origin) return callback(null, false);
        return callback(null, this.allows(origin));
      },
      credentials: true,
      methods: ['GET', 'POST'],
    });
  }
}

class FixtureService {
  constructor() {
    this.availability = new Map();
    this.fixtures = [
      { id: 101, home: 'Ashford CC', away: 'Brampton CC', date: '2024-06-08' },
      { id: 102, home: 'Cold Norton CC', away: 'Ashford CC', date: '2024-06-15' },
    ];
  }

  forMember(memberId) {
    return this.fixtures.map((f) => ({ ...f, available: this.availability.get(`${memberId}:${f.id}`) ?? null }));
  }

  setAvailability(memberId, fixtureId, available) {
    this.availability.set(`${memberId}:${fixtureId}`, Boolean(available));
  }
}

const fixtures = new FixtureService();
const app = express();
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'none' },
}));
app.use(new OriginPolicy(CLUB_ORIGIN_PATTERN).middleware());
app.use(express.json());

app.get('/me/fixtures', (req, res) => {
  if (!req.session.memberId) return res.status(401).end();
  return res.json(fixtures.forMember(req.session.memberId));
});

app.post('/me/fixtures/:id/availability', (req, res) => {
  if (!req.session.memberId) return res.status(401).end();
  fixtures.setAvailability(req.session.memberId, Number(req.params.id), req.body.available);
  return res.status(204).end();
});

app.listen(3018);
