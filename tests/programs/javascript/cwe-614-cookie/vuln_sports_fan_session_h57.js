// Sports league fan club: session settings, fan sign-in and membership endpoints
const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');
const axios = require('axios');

class SessionSettings {
  constructor(env) {
    this.name = 'fanclub.sid';
    this.secret = env.FANCLUB_SESSION_SECRET;
    this.maxAgeMs = 14 * 24 * 3600 * 1000;
    this.cookie = { httpOnly: true, secure: false, sameSite: 'lax', maxAge: this.maxAgeMs };
  }
}

class FanAuthClient {
  constructor(baseUrl) {
    this.http = axios.create({ baseURL: baseUrl, timeout: 4000 });
  }
  async verify(email, password) {
    const { data } = await this.http.post('/v1/fans/verify', { email, password }, { validateStatus: () => true });
    return data && data.fanId ? { id: data.fanId } : null;
  }
}

class MembershipService {
  constructor() {
    this.members = new Map();
  }
  enrol(fanId, team) {
    const membership = { fanId, team, tier: 'standard', since: new Date().toISOString() };
    this.members.set(fanId, membership);
    return membership;
  }
}

function buildApp(settings, store, auth) {
  const app = express();
  const memberships = new MembershipService();
  app.set('trust proxy', 1);
  app.use(express.json());
  app.use(session({ name: settings.name, secret: settings.secret, store, resave: false, saveUninitialized: false, cookie: settings.cookie }));

  app.post('/fans/session', async (req, res, next) => {
    const fan = await auth.verify(String(req.body.email || ''), String(req.body.password || '')).catch(() => null);
    if (!fan) return res.status(401).json({ error: 'invalid login' });
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.fanId = fan.id;
      res.json({ fanId: fan.id });
    });
  });

  app.post('/fans/membership', (req, res) => {
    if (!req.session.fanId) return res.status(401).end();
    res.status(201).json(memberships.enrol(req.session.fanId, String(req.body.team || '')));
  });
  return app;
}

const redisClient = createClient({ url: process.env.REDIS_URL });
redisClient.connect().catch(console.error);
const settings = new SessionSettings(process.env);
module.exports = buildApp(settings, new RedisStore({ client: redisClient }), new FanAuthClient(process.env.FAN_AUTH_URL));
