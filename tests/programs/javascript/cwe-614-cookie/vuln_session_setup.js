// Express application bootstrap configuring server-side sessions stored in Redis
const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');

const redisClient = createClient({ url: process.env.REDIS_URL });
redisClient.connect().catch((err) => console.error('redis connection failed', err));

function requireEnv(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const sessionConfig = {
  name: 'portal.sid',
  store: new RedisStore({ client: redisClient, prefix: 'portal:sess:' }),
  secret: requireEnv('SESSION_SECRET'),
  resave: false,
  saveUninitialized: false,
  rolling: true,
  cookie: {
    httpOnly: true,
    secure: false,
    sameSite: 'lax',
    maxAge: 8 * 60 * 60 * 1000,
  },
};

function createApp() {
  const app = express();
  app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(session(sessionConfig));
  app.get('/healthz', (req, res) => res.send('ok'));
  app.get('/session', (req, res) => {
    res.json({ authenticated: Boolean(req.session.userId) });
  });
  return app;
}

module.exports = { createApp, sessionConfig };
