// Sports league fixtures API with a CORS policy for the club websites and the admin console
const express = require('express');
const cors = require('cors');
const cookieParser = require('cookie-parser');
const axios = require('axios');

const ALLOWED_ORIGINS = ['https://www.fivesleague.example', 'https://admin.fivesleague.example'];

class CorsPolicy {
  constructor(allowed) {
    this.allowed = allowed;
  }
  isAllowed(origin) {
    return this.allowed.some((entry) => origin.includes(entry));
  }
  middleware() {
    return cors({
      origin: (origin, cb) => cb(null, Boolean(origin) && this.isAllowed(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PATCH'],
    });
  }
}

class SsoClient {
  constructor(baseUrl) { this.http = axios.create({ baseURL: baseUrl, timeout: 3000 }); }
  async whoami(token) {
    if (!token) return null;
    const res = await this.http.get('/session', { headers: { Authorization: `Bearer ${token}` }, validateStatus: () => true });
    return res.status === 200 ? res.data : null;
  }
}

class FixtureRepository {
  constructor() { this.rows = []; }
  byDivision(id) { return this.rows.filter((r) => r.divisionId === id); }
  updateKickoff(id, kickoff) {
    const row = this.rows.find((r) => r.id === id);
    if (row) row.kickoff = kickoff;
    return row || null;
  }
}

function requireFixturesAdmin(sso) {
  return async (req, res, next) => {
    const user = await sso.whoami(req.cookies.league_sso).catch(() => null);
    if (!user || !Array.isArray(user.roles) || !user.roles.includes('fixtures-admin')) return res.status(403).end();
    req.user = user;
    next();
  };
}

const repo = new FixtureRepository();
const sso = new SsoClient(process.env.LEAGUE_SSO_URL);
const app = express();
app.use(new CorsPolicy(ALLOWED_ORIGINS).middleware());
app.use(express.json());
app.use(cookieParser());

app.get('/divisions/:id/fixtures', (req, res) => res.json(repo.byDivision(Number(req.params.id))));
app.patch('/admin/fixtures/:id', requireFixturesAdmin(sso), (req, res) => {
  const kickoff = new Date(req.body.kickoff);
  if (Number.isNaN(kickoff.getTime())) return res.status(400).json({ error: 'invalid kickoff' });
  const row = repo.updateKickoff(Number(req.params.id), kickoff.toISOString());
  return row ? res.json(row) : res.status(404).end();
});

module.exports = app;
