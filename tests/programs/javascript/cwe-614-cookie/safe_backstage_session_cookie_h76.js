// A mime troupe backstage session cookie program of the h76 set (cwe-614-cookie).
'use strict';

const crypto = require('crypto');
const express = require('express');
const cookieParser = require('cookie-parser');
const bcrypt = require('bcrypt');
const { createClient } = require('redis');

const SESSION_COOKIE = 'crew_session';
const SESSION_TTL_SECONDS = 8 * 60 * 60;

class CrewAuth {
  constructor(redis, users, cookieOptions) {
    this.redis = redis;
    this.users = users;
    this.cookieOptions = cookieOptions;
  }

  async login(req, res) {
    const { username, password } = req.body;
    const user = this.users.get(String(username || '').toLowerCase());
    if (!user || !(await bcrypt.compare(String(password || ''), user.passwordHash))) {
      return res.status(401).json({ error: 'unknown crew member or wrong password' });
    }
    const sessionId = crypto.randomBytes(32).toString('hex');
    await this.redis.set(`crew:${sessionId}`, JSON.stringify({ username: user.username, role: user.role }), {
      EX: SESSION_TTL_SECONDS,
    });
    res.cookie(SESSION_COOKIE, sessionId, this.cookieOptions);
    res.json({ username: user.username, role: user.role });
  }

  middleware() {
    return (req, res, next) => {
      const sessionId = req.cookies[SESSION_COOKIE];
      const lookup = sessionId ? this.redis.get(`crew:${sessionId}`) : Promise.resolve(null);
      lookup.then((raw) => {
        if (!raw) {
          return res.status(401).json({ error: 'please sign in at the stage door' });
        }
        req.crew = JSON.parse(raw);
        next();
      }, next);
    };
  }
}

const COOKIE_OPTIONS = {
  maxAge: SESSION_TTL_SECONDS * 1000,
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
};

async function main() {
  const redis = createClient({ url: process.env.REDIS_URL });
  await redis.connect();
  const users = new Map(JSON.parse(process.env.CREW_USERS_JSON || '[]').map((u) => [u.username, u]));
  const auth = new CrewAuth(redis, users, COOKIE_OPTIONS);

  const app = express();
  app.set('trust proxy', 1);
  app.use(express.json());
  app.use(cookieParser());

  app.post('/backstage/login', (req, res, next) => auth.login(req, res).catch(next));

  app.get('/backstage/call-sheet', auth.middleware(), (req, res) => {
    res.json({ crew: req.crew.username, call: '18:30', warmup: 'invisible box drills', stage: 'Main tent' });
  });

  app.listen(process.env.PORT || 5200);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
